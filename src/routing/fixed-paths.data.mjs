// The fixed pages' paths as plain data, so that the Node scripts read the same paths as the site.
// Import them from ./fixed-paths.ts, which adds the types and checks every language has a path.

/**
 * The fixed pages (one per route key) and their exact path in each language, without the /en or
 * /de prefix. A page given a route key lives at these paths, whatever its slug.
 */
export const routeKeyPaths = /** @type {const} */ ({
  home: { cs: '', en: '', de: '' },
  about: { cs: 'o-nas', de: 'uber-uns', en: 'about-us' },
  procedures: { cs: 'zakroky', de: 'eingriffe', en: 'procedures' },
  blog: { cs: 'blog', de: 'blog', en: 'blog' },
  career: { cs: 'kariera', de: 'Karriere', en: 'career' },
  changes: { cs: 'promeny', de: 'voher_und_danach', en: 'makeovers' },
  foundation: { cs: 'nadace', de: 'stiftung', en: 'foundation' },
  faq: { cs: 'caste-dotazy', de: 'haufig_gestellte_fragen', en: 'faq' },
  team: { cs: 'nas-tym', de: 'unser_team', en: 'our-team' },
  references: { cs: 'reference', de: 'empfehlung', en: 'references' },
  contact: { cs: 'kontakt', de: 'kontakt', en: 'contact' },
  apartments: { cs: 'apartmany', de: 'apartments', en: 'apartments' },
})
