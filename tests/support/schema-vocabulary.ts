/**
 * The part of the schema.org vocabulary the site uses: for each type, the properties schema.org
 * defines on it or inherits (from schema.org's type pages). Tests walk every JSON-LD node and
 * report a type or property that is not here, so a typo or a property on the wrong type fails.
 */
const thing = [
  '@context',
  '@type',
  '@id',
  'name',
  'url',
  'description',
  'image',
  'sameAs',
  'alternateName',
  'identifier',
  'mainEntityOfPage',
]
const organization = [
  'address',
  'logo',
  'telephone',
  'email',
  'contactPoint',
  'geo',
  'hasMap',
  'openingHoursSpecification',
  'medicalSpecialty',
]
const creativeWork = ['inLanguage', 'publisher', 'author', 'headline', 'datePublished', 'dateModified']

export const vocabulary: Record<string, string[]> = {
  MedicalClinic: [...thing, ...organization],
  Physician: [...thing, ...organization],
  Person: [...thing, 'jobTitle', 'worksFor', 'address', 'telephone', 'email'],
  PostalAddress: [...thing, 'streetAddress', 'addressLocality', 'postalCode', 'addressCountry', 'addressRegion'],
  GeoCoordinates: [...thing, 'latitude', 'longitude'],
  ContactPoint: [...thing, 'telephone', 'contactType', 'email'],
  OpeningHoursSpecification: [...thing, 'dayOfWeek', 'opens', 'closes'],
  WebSite: [...thing, ...creativeWork],
  WebPage: [...thing, ...creativeWork],
  FAQPage: [...thing, ...creativeWork, 'mainEntity'],
  Question: [...thing, 'acceptedAnswer'],
  Answer: [...thing, 'text'],
  BlogPosting: [...thing, ...creativeWork],
  ImageObject: [...thing, 'width', 'height'],
  BreadcrumbList: [...thing, 'itemListElement', 'numberOfItems'],
  ItemList: [...thing, 'itemListElement', 'numberOfItems'],
  ListItem: [...thing, 'position', 'item'],
  MedicalProcedure: [...thing, 'procedureType', 'howPerformed', 'bodyLocation'],
  Service: [...thing, 'provider', 'offers', 'areaServed', 'serviceType'],
  Offer: [...thing, 'price', 'priceCurrency'],
  JobPosting: [...thing, 'title', 'datePosted', 'employmentType', 'hiringOrganization', 'jobLocation', 'validThrough'],
  Place: [...thing, 'address', 'geo'],
}

const dayNames = new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])

/** Problems with a JSON-LD value: unknown types, properties not defined on the node's type(s). */
export function vocabularyProblems(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => vocabularyProblems(item, `${path}[${index}]`))
  if (!value || typeof value !== 'object') return []
  const node = value as Record<string, unknown>
  const problems: string[] = []
  const types = node['@type'] === undefined ? [] : Array.isArray(node['@type']) ? node['@type'] : [node['@type']]
  // A bare {"@id": …} reference needs no type.
  if (types.length > 0) {
    const unknownTypes = types.filter((type) => typeof type !== 'string' || !vocabulary[type])
    if (unknownTypes.length > 0) problems.push(`${path}: unknown type ${unknownTypes.join(', ')}`)
    const allowed = new Set(types.flatMap((type) => vocabulary[type as string] ?? []))
    for (const key of Object.keys(node))
      if (!allowed.has(key) && unknownTypes.length === 0) problems.push(`${path}: ${types.join('+')} has no property ${key}`)
  }
  if (node.dayOfWeek !== undefined) {
    for (const day of [node.dayOfWeek].flat())
      if (!dayNames.has(String(day))) problems.push(`${path}.dayOfWeek: ${day} is not a schema.org day`)
  }
  for (const [key, child] of Object.entries(node))
    if (typeof child === 'object') problems.push(...vocabularyProblems(child, `${path}.${key}`))
  return problems
}
