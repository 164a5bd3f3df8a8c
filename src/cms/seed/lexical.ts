import type { Block, RichText } from './data/types'

/** Converts the seed's simple blocks into the Lexical JSON the CMS stores for rich text. */

type LexicalNode = Record<string, unknown>

const text = (value: string): LexicalNode => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const element = (type: string, children: LexicalNode[], extra: LexicalNode = {}): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

function list(items: string[], ordered: boolean): LexicalNode {
  return element(
    'list',
    items.map((item, index) => element('listitem', [text(item)], { value: index + 1 })),
    { listType: ordered ? 'number' : 'bullet', start: 1, tag: ordered ? 'ol' : 'ul' },
  )
}

function blockToNode(block: Block): LexicalNode {
  if ('h2' in block) return element('heading', [text(block.h2)], { tag: 'h2' })
  if ('h3' in block) return element('heading', [text(block.h3)], { tag: 'h3' })
  if ('ul' in block) return list(block.ul, false)
  if ('ol' in block) return list(block.ol, true)
  return element('paragraph', [text(block.p)], { textFormat: 0, textStyle: '' })
}

export function toLexical(blocks: RichText | undefined) {
  if (!blocks || blocks.length === 0) return undefined
  return { root: element('root', blocks.map(blockToNode)) }
}
