/**
 * A raw e-mail as an SMTP peer received it, with quoted-printable bodies and RFC 2047 encoded-word
 * headers decoded, so that a test reads the texts a mail program shows (and an absent text is truly absent).
 */
export function decodedMail(raw: string): string {
  const bytes = (hex: string) => Buffer.from(hex.replaceAll('=', ''), 'hex').toString('utf8')
  return (
    raw
      // Each encoded word decoded; the white space between two adjacent ones is not text (RFC 2047 §6.2).
      .replace(/=\?UTF-8\?([QB])\?(.*?)\?=(?:\r?\n?[ \t]+(?==\?UTF-8\?[QB]\?))?/gi, (_, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : text.replaceAll('_', ' ').replace(/(=[0-9A-F]{2})+/gi, bytes),
      )
      .replace(/=\r?\n/g, '')
      .replace(/(=[0-9A-F]{2})+/g, bytes)
  )
}

/** One header's value from a decoded e-mail (the first occurrence), e.g. header(mail, 'From'). */
export function mailHeader(mail: string, name: string): string | undefined {
  return new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t]+.*)*)`, 'im')
    .exec(mail)?.[1]
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim()
}
