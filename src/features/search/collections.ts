import type { Access, CollectionConfig, PayloadRequest } from 'payload'
import { isAdmin, isContentStaff } from '@/platform/cms/access'
import { listView } from '@/platform/cms/list-view'
import { adminGroups, adminMessage, tx } from '@/platform/cms/i18n'
import { localeOptions } from '@/routing/locales'

const nobody = () => false

/**
 * A query without result is listed for staff only once visitors of this many different addresses
 * asked it (an IPv6 address counted by its /64, as the rate limits do): one visitor cannot fill
 * the list with words of their choosing. Until then it is counted, unseen.
 */
export const missListedFromAddresses = 2

/** Staff read the misses that enough addresses asked; the rest stays unseen. */
const readListedMisses: Access = (args) => (isContentStaff(args) ? { addresses: { greater_than_equal: missListedFromAddresses } } : false)

/**
 * Words staff declare equal for the site search, per language: a visitor who types one finds
 * what the others find ("otoplastika, odstálé uši" → the protruding-ears page). Read by the
 * search index only (src/features/search/load.ts), beside the shipped starter groups
 * (src/features/search/starter-synonyms.ts) that staff's groups replace; changes are searchable within seconds.
 */
export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: { singular: tx('Synonymum pro vyhledávání', 'Search synonym'), plural: tx('Synonyma pro vyhledávání', 'Search synonyms') },
  admin: {
    ...listView('words', adminGroups.site, ['words', 'language', 'updatedAt']),
    description: tx(
      'Skupina slov nebo frází, které vyhledávání na webu bere jako totéž, oddělených čárkou (např. „otoplastika, odstálé uši“). Platí v jednom jazyce webu. Web už zná výchozí skupiny běžných slov pacientů (např. „liposukce, lipo, odsátí tuku“, „abdominoplasty, tummy tuck“, „Fettabsaugung, Liposuktion“); vaše skupina, která obsahuje některé z jejich slov, výchozí skupinu nahradí.',
      'A group of words or phrases the site search treats as the same, separated by commas (e.g. "otoplasty, protruding ears"). Applies in one language of the site. The site already knows starter groups of the words patients use (e.g. "liposukce, lipo, odsátí tuku", "abdominoplasty, tummy tuck", "Fettabsaugung, Liposuktion"); a group of yours that holds one of their words replaces that starter group.',
    ),
  },
  access: { read: isContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    {
      name: 'language',
      label: tx('Jazyk webu', 'Site language'),
      type: 'select',
      required: true,
      defaultValue: 'cs',
      options: localeOptions,
    },
    {
      name: 'words',
      label: tx('Slova a fráze (oddělené čárkou)', 'Words and phrases (comma-separated)'),
      type: 'text',
      required: true,
      maxLength: 500,
      validate: (value: unknown, { req }: { req: PayloadRequest }) => {
        const parts = typeof value === 'string' ? value.split(',').filter((part) => part.trim()) : []
        if (parts.length >= 2) return true
        return adminMessage(
          req,
          tx('Zadejte aspoň dvě slova nebo fráze oddělené čárkou.', 'Enter at least two words or phrases separated by a comma.'),
        )
      },
    },
  ],
}

/**
 * What visitors searched for and did not find, counted (src/features/search/misses.ts): the query as the
 * index compares it (lower case, no diacritics), its language, how often and when last, and from
 * how many addresses (up to missListedFromAddresses). Nothing about the visitor but, until enough
 * addresses asked, keyed hashes of theirs, to tell a new one apart. Written by the site
 * only; staff read what enough addresses asked and may delete entries.
 */
export const SearchMisses: CollectionConfig = {
  slug: 'search-misses',
  labels: { singular: tx('Hledání bez výsledku', 'Search without result'), plural: tx('Hledání bez výsledku', 'Searches without result') },
  admin: {
    ...listView('query', adminGroups.site, ['query', 'language', 'count', 'lastSearchedAt']),
    description: tx(
      'Nejčastější dotazy, na které vyhledávání na webu nic nenašlo – co návštěvníci hledají a nenacházejí. Jen počty, žádné údaje o návštěvnících.',
      'The most frequent queries the site search found nothing for – what visitors look for and miss. Counts only, nothing about the visitors.',
    ),
  },
  defaultSort: '-count',
  access: { read: readListedMisses, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'query', label: tx('Dotaz', 'Query'), type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'language',
      label: tx('Jazyk webu', 'Site language'),
      type: 'select',
      required: true,
      options: localeOptions,
      admin: { readOnly: true },
    },
    // language:query, so that each query is counted in one row.
    { name: 'key', label: tx('Klíč', 'Key'), type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'count', label: tx('Počet', 'Count'), type: 'number', required: true, defaultValue: 1, admin: { readOnly: true } },
    { name: 'lastSearchedAt', label: tx('Naposledy', 'Last searched'), type: 'date', required: true, admin: { readOnly: true } },
    // How many different addresses asked, counted up to missListedFromAddresses only.
    {
      name: 'addresses',
      label: tx('Z různých adres', 'From different addresses'),
      type: 'number',
      required: true,
      defaultValue: 1,
      admin: { hidden: true },
    },
    // Keyed hashes of the addresses so far (src/platform/server/client-ip.ts), space-separated, emptied once
    // there are enough of them. Never read out.
    {
      name: 'addressHashes',
      label: tx('Otisky adres', 'Address hashes'),
      type: 'text',
      access: { read: nobody },
      admin: { hidden: true },
    },
  ],
}

export const searchCollections = [SearchSynonyms, SearchMisses]
