/** A Lexical rich text of one paragraph whose only content is a link to `url` (as the editor stores it). */
export const textLinkingTo = (url: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'link',
            version: 3,
            direction: null,
            format: '',
            indent: 0,
            fields: { linkType: 'custom', url, newTab: false },
            children: [{ type: 'text', version: 1, text: 'více', detail: 0, format: 0, mode: 'normal', style: '' }],
          },
        ],
      },
    ],
  },
})
