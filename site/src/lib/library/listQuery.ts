import { LIST_PAGE_SIZE, type DesignFilters, type DesignListQuery } from '@stickerei/shared/domain';
import type { LibraryState } from './filterState.ts';

type Entry = [keyof DesignFilters, DesignFilters[keyof DesignFilters]];

// Spec §5: query strings carry only parameters with truthy values, so empty lists, empty text,
// false flags and unset sizes are left out of the object altogether.
function truthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

/**
 * The api filters of a library state. Favorites, already-stitched, "only my designs" and "fits
 * one of my hoops" belong to a user, so they are sent only when `signedIn`; every other falsy value is dropped.
 */
export function apiFilters(state: LibraryState, signedIn: boolean): DesignFilters {
  const entries: Entry[] = [
    ['q', state.q.trim()],
    ['categories', state.categories],
    ['colors', state.colors],
    ['stickType', state.stickType ?? undefined],
    ['formats', state.formats],
    ['commercial', state.commercial],
    ['sponsored', state.sponsored],
    ['favorites', signedIn && state.favorites],
    ['stitched', signedIn && state.stitched],
    ['scope', signedIn && state.mine ? 'mine' : undefined],
    ['author', state.author.trim()],
    ['set', state.set.trim()],
    ['minWidth', state.minWidth ?? undefined],
    ['maxWidth', state.maxWidth ?? undefined],
    ['minHeight', state.minHeight ?? undefined],
    ['maxHeight', state.maxHeight ?? undefined],
    ['hoopWidth', state.hoop?.width],
    ['hoopHeight', state.hoop?.height],
    ['fitsMyHoops', signedIn && state.myHoops],
    ['maxMinutes', state.maxMinutes ?? undefined],
  ];
  return Object.fromEntries(entries.filter(([, value]) => truthy(value))) as DesignFilters;
}

/** The list request of one page: the filters, the sort and the cursor of the page before. */
export function listQuery(
  state: LibraryState,
  options: { signedIn: boolean; cursor?: string | null },
): DesignListQuery {
  const query: DesignListQuery = {
    ...apiFilters(state, options.signedIn),
    sort: state.sort,
    order: state.order,
    pageSize: LIST_PAGE_SIZE,
  };
  if (options.cursor) query.cursor = options.cursor;
  return query;
}

/**
 * A stable key of the filters, to tell whether a response still belongs to what is shown. The
 * names are sorted by their code units: `localeCompare` would build the language's collator on
 * the library's first render (a long task on a phone, issue 17) to order plain ASCII names.
 */
export function filterKey(filters: DesignFilters | DesignListQuery): string {
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The filters or query a `filterKey` stands for. */
export function queryFromKey(key: string): DesignListQuery {
  return Object.fromEntries(JSON.parse(key) as Array<[string, unknown]>) as DesignListQuery;
}
