import type { PerformanceScenario } from '@stickerei/shared/domain';
import type { Queryable } from '../../lib/db.ts';

/** Values the scenarios ask for, taken from the data so every filter finds something. */
export interface ScenarioData {
  designIds: string[];
  category: string;
  colour: string;
  format: string;
  word: string;
}

/** One request of a scenario: its url and, for searches the api records, the filters it sends. */
export interface ScenarioRequest {
  url: string;
  /** The `search` event payload's filters and text this request makes the api record. */
  search?: { filters: Record<string, unknown>; q: string };
}

const DESIGN_SAMPLE = 200;

async function topValue(db: Queryable, facet: string, fallback: string): Promise<string> {
  const { rows } = await db.query<{ value: string }>(
    'SELECT value FROM library_facet_count WHERE facet = $1 AND count > 0 ORDER BY count DESC, value LIMIT 1',
    [facet],
  );
  return rows[0]?.value ?? fallback;
}

/** Picks scenario values from the library: sampled design ids, frequent facets, a common word. */
export async function scenarioData(db: Queryable): Promise<ScenarioData> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM design WHERE owner_id IS NULL AND sample_key < 16 LIMIT ${DESIGN_SAMPLE}`,
  );
  const more =
    rows.length > 0
      ? rows
      : (
          await db.query<{ id: string; name: string }>(
            `SELECT id, name FROM design WHERE owner_id IS NULL LIMIT ${DESIGN_SAMPLE}`,
          )
        ).rows;
  const words = more
    .flatMap((r) => r.name.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length >= 4);
  return {
    designIds: more.map((r) => r.id),
    category: await topValue(db, 'category', 'FLOWER'),
    colour: await topValue(db, 'colour', 'RED'),
    format: await topValue(db, 'format', 'pes'),
    word: words[0] ?? 'flower',
  };
}

const list = (
  params: Record<string, string>,
  filters: Record<string, unknown>,
  q = '',
): ScenarioRequest => ({
  url: `/api/stickerei/list?${new URLSearchParams(params).toString()}`,
  search: { filters, q },
});

/**
 * The request of scenario `s` number `i`: the library reads of users (DESIGN.md §9), with filter
 * combinations from the data; similar and single design walk through the sampled ids.
 */
export function scenarioRequest(
  s: PerformanceScenario,
  d: ScenarioData,
  i: number,
): ScenarioRequest {
  const id =
    d.designIds[i % Math.max(1, d.designIds.length)] ?? '00000000-0000-4000-8000-000000000000';
  switch (s) {
    case 'list':
      return { url: '/api/stickerei/list' };
    case 'list_category':
      return list({ categories: d.category }, { categories: [d.category] });
    case 'list_colour_format':
      return list(
        { colors: d.colour, formats: d.format },
        { colors: [d.colour], formats: [d.format] },
      );
    case 'list_text':
      return list({ q: d.word }, {}, d.word);
    case 'list_hoop':
      return list({ hoopWidth: '100', hoopHeight: '100' }, { hoopWidth: 100, hoopHeight: 100 });
    case 'list_combined':
      return list(
        { categories: d.category, colors: d.colour, commercial: 'true', sort: 'name' },
        { categories: [d.category], colors: [d.colour], commercial: true },
      );
    case 'filter_options':
      return { url: '/api/stickerei/filter-options' };
    case 'filter_options_filtered':
      return {
        url: `/api/stickerei/filter-options?categories=${encodeURIComponent(d.category)}&colors=${encodeURIComponent(d.colour)}`,
      };
    case 'similar':
      return { url: `/api/stickerei/similar?id=${id}` };
    case 'design':
      return { url: `/api/stickerei/${id}` };
  }
}
