import type { ConsentDialogTexts } from './consent-texts'

/** The banner's heading and sentence with the privacy link: the same in the server's banner and the dialog. */
export function ConsentIntro({ idPrefix, texts, privacyHref }: { idPrefix: string; texts: ConsentDialogTexts; privacyHref?: string }) {
  return (
    <>
      <h2 id={`${idPrefix}-title`} className="consent__title">
        {texts.title}
      </h2>
      <p id={`${idPrefix}-text`} className="consent__text">
        {texts.text}
        {privacyHref ? (
          <>
            {' '}
            <a href={privacyHref}>{texts.privacyLink}</a>
          </>
        ) : null}
      </p>
    </>
  )
}
