/** The clinic's address as Settings holds it; each part may be unset on a new installation. */
interface AddressSettings {
  street?: string | null
  city?: string | null
  mapUrl?: string | null
}

/** "Street 1, 130 00 City" from the parts that are set, or undefined when none is. */
export function addressLine(address: AddressSettings | null | undefined): string | undefined {
  const line = [address?.street?.trim(), address?.city?.trim()].filter(Boolean).join(', ')
  return line || undefined
}

/** The map link staff set, else a map search for the address; none without either (never a search for ", "). */
export function mapHref(address: AddressSettings | null | undefined): string | undefined {
  if (address?.mapUrl?.trim()) return address.mapUrl.trim()
  const line = addressLine(address)
  return line ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(line)}` : undefined
}
