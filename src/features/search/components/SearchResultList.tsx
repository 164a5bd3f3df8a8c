import type { SearchHit, SearchKind } from '@/features/search/engine'
import { Highlighted } from './Highlighted'

/** The results, best first: title as the link, what it is, and the passage that matched. Server and browser alike. */
export function SearchResultList({ results, kinds }: { results: SearchHit[]; kinds: Record<SearchKind, string> }) {
  if (results.length === 0) return null
  return (
    <ol className="search-results">
      {results.map((hit) => (
        <li key={hit.id} className="search-results__item">
          <p className="search-results__kind">{kinds[hit.kind]}</p>
          <h2 className="search-results__title">
            <a href={hit.href}>
              <Highlighted segments={hit.title} />
            </a>
          </h2>
          {hit.excerpt.length > 0 ? (
            <p className="search-results__excerpt">
              <Highlighted segments={hit.excerpt} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
