import type { Segment } from '@/features/search/highlight'

/** Text with the words the search found in <mark>; built from segments, never from HTML. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : segment.text))
}
