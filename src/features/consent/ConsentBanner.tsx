import { ConsentIntro } from './ConsentIntro'
import { staticChoiceAttribute } from './consent-prompt-script'
import type { ConsentDialogTexts } from './consent-texts'

/**
 * The consent banner's first layer as plain HTML, rendered on the server into every page: what a
 * first visitor sees with the first paint (shown by consent-prompt-script.ts). Its buttons work
 * before hydration through that script; once the page's code runs, ConsentDialog takes its place
 * with the same look.
 */
export function ConsentBanner({ texts, privacyHref }: { texts: ConsentDialogTexts; privacyHref?: string }) {
  return (
    <dialog open className="dialog consent consent--static" aria-labelledby="consent-static-title" aria-describedby="consent-static-text">
      <div className="consent__inner">
        <ConsentIntro idPrefix="consent-static" texts={texts} privacyHref={privacyHref} />
        <div className="consent__actions">
          <button type="button" className="button consent__choice" {...{ [staticChoiceAttribute]: 'all' }}>
            {texts.acceptAll}
          </button>
          <button type="button" className="button consent__choice" {...{ [staticChoiceAttribute]: 'none' }}>
            {texts.rejectAll}
          </button>
          <button type="button" className="button button--secondary consent__more" {...{ [staticChoiceAttribute]: 'settings' }}>
            {texts.settings}
          </button>
        </div>
      </div>
    </dialog>
  )
}
