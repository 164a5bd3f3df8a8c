/** A `tel:` link from a number as staff type it ("+420 222 000 111" -> "tel:+420222000111"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
