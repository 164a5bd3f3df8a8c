/**
 * How deeply a JSON text nests, counted without parsing it: JSON.parse copes with thousands of
 * levels, but the code that walks the parsed value afterwards (Payload's field traversal, our
 * hooks) recurses once per level, and a body nested 2,000 deep made the API answer 500. No form,
 * admin save or rich text of this site comes near the limit (a Lexical document with lists five
 * deep nests about 30 levels).
 */
export const maxJsonDepth = 128

/** True when the text opens more than `limit` arrays or objects inside one another (strings are skipped). */
export function nestsDeeperThan(text: string, limit = maxJsonDepth): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index++ // backslash: the next character is escaped
      else if (char === 0x22) inString = false
      continue
    }
    if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true
    } else if (char === 0x7d || char === 0x5d) depth--
  }
  return false
}

export const tooDeepMessage = `The JSON body nests deeper than ${maxJsonDepth} levels.`
