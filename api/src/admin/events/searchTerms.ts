import type { SearchTermsResponse } from '@stickerei/shared/domain';
import type { Queryable } from '../../lib/db.ts';
import type { TimeRange } from './timeRange.ts';

// The text of a search as the list route records it (payload.q), normalised: lower case, trimmed,
// inner white space collapsed; and whether it found nothing (payload.total = 0).
const SEARCHES = `SELECT lower(btrim(regexp_replace(coalesce(payload ->> 'q', ''), '\\s+', ' ', 'g'))) AS term,
    CASE WHEN jsonb_typeof(payload -> 'total') = 'number' THEN (payload ->> 'total')::numeric = 0
      ELSE false END AS empty,
    created_at
  FROM event WHERE type = 'search' AND created_at >= $1 AND created_at < $2`;

const share = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

/** `GET /api/admin/events/search-terms`: the most frequent texts, with how often they found nothing. */
export async function searchTerms(
  db: Queryable,
  range: TimeRange,
  limit: number,
): Promise<SearchTermsResponse> {
  const params = [range.from.toISOString(), range.to.toISOString()];
  const [terms, totals] = await Promise.all([
    db.query<{ term: string; n: number; empty: number; last: Date | string }>(
      `SELECT term, count(*) AS n, count(*) FILTER (WHERE empty) AS empty, max(created_at) AS last
       FROM (${SEARCHES}) AS s WHERE term <> '' GROUP BY term ORDER BY n DESC, term LIMIT ${limit}`,
      params,
    ),
    db.query<{ with_text: number; without_text: number; empty: number }>(
      `SELECT count(*) FILTER (WHERE term <> '') AS with_text, count(*) FILTER (WHERE term = '') AS without_text,
         count(*) FILTER (WHERE term <> '' AND empty) AS empty
       FROM (${SEARCHES}) AS s`,
      params,
    ),
  ]);
  const t = totals.rows[0];
  const searches = Number(t?.with_text ?? 0);
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    searches,
    searchesWithoutText: Number(t?.without_text ?? 0),
    noResultShare: share(Number(t?.empty ?? 0), searches),
    terms: terms.rows.map((r) => ({
      term: r.term,
      count: Number(r.n),
      noResults: Number(r.empty),
      noResultShare: share(Number(r.empty), Number(r.n)),
      lastSearchedAt: new Date(r.last).toISOString(),
    })),
  };
}
