import {
  LIST_SORTS,
  isColour,
  isStickType,
  isThemeCategory,
  type Colour,
  type ListSort,
  type StickType,
  type ThemeCategory,
} from '@stickerei/shared/domain';

/** What the library shows: its filters, the sort order and the design open in the detail view. */
export interface LibraryState {
  q: string;
  categories: ThemeCategory[];
  colors: Colour[];
  stickType: StickType | null;
  formats: string[];
  commercial: boolean;
  sponsored: boolean;
  favorites: boolean;
  stitched: boolean;
  /** Only the caller's own designs (uploads and redeemed copies) instead of the library. */
  mine: boolean;
  author: string;
  set: string;
  minWidth: number | null;
  maxWidth: number | null;
  minHeight: number | null;
  maxHeight: number | null;
  /** "Fits hoop W×H mm". */
  hoop: { width: number; height: number } | null;
  /** Signed-in: fits one of the hoops in the user's settings. */
  myHoops: boolean;
  /** Runs at most this many minutes on the caller's machine. */
  maxMinutes: number | null;
  sort: ListSort;
  order: 'asc' | 'desc';
  /** Id of the design open in the detail view (`?design=`). */
  design: string | null;
}

/** The library as it opens: nothing filtered, newest first. */
export const DEFAULT_STATE: Readonly<LibraryState> = Object.freeze({
  q: '',
  categories: [],
  colors: [],
  stickType: null,
  formats: [],
  commercial: false,
  sponsored: false,
  favorites: false,
  stitched: false,
  mine: false,
  author: '',
  set: '',
  minWidth: null,
  maxWidth: null,
  minHeight: null,
  maxHeight: null,
  hoop: null,
  myHoops: false,
  maxMinutes: null,
  sort: 'newest',
  order: 'desc',
  design: null,
});

/** The natural direction of each sort, used when the URL does not say. */
export const DEFAULT_ORDER: Record<ListSort, 'asc' | 'desc'> = {
  newest: 'desc',
  name: 'asc',
  stitches: 'desc',
  size: 'desc',
  time: 'asc',
};

const SIZE_KEYS = ['minWidth', 'maxWidth', 'minHeight', 'maxHeight'] as const;
// Machine formats are short lower-case names (pes, dst, vp3); anything else in a URL is noise.
const FORMAT_PATTERN = /^[a-z0-9]{2,5}$/;
const MAX_TEXT = 200;
/** Largest size in mm a filter accepts (no hoop is larger than a metre). */
export const MAX_SIZE_MM = 1000;

function list<T extends string>(raw: string | null, accept: (value: string) => value is T): T[] {
  if (!raw) return [];
  const seen = new Set<T>();
  for (const part of raw.split(',')) if (accept(part)) seen.add(part);
  return [...seen];
}

function isFormat(value: string): value is string {
  return FORMAT_PATTERN.test(value);
}

/** A size in mm from text: a positive number up to MAX_SIZE_MM, else null. */
export function parseMillimetres(raw: string | null | undefined): number | null {
  if (!raw) return null;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0 || value > MAX_SIZE_MM) return null;
  return Math.round(value * 10) / 10;
}

/** "130x180" (or ×) into a hoop, else null. */
export function parseHoop(raw: string | null | undefined): LibraryState['hoop'] {
  const match = /^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)$/i.exec(raw?.trim() ?? '');
  if (!match) return null;
  const width = parseMillimetres(match[1]);
  const height = parseMillimetres(match[2]);
  return width && height ? { width, height } : null;
}

const text = (raw: string | null) => (raw ?? '').trim().slice(0, MAX_TEXT);
const flag = (raw: string | null) => raw === '1' || raw === 'true';

function sortFrom(params: URLSearchParams): Pick<LibraryState, 'sort' | 'order'> {
  const raw = params.get('sort');
  const sort = (LIST_SORTS as readonly string[]).includes(raw ?? '')
    ? (raw as ListSort)
    : DEFAULT_STATE.sort;
  const order = params.get('order');
  return { sort, order: order === 'asc' || order === 'desc' ? order : DEFAULT_ORDER[sort] };
}

/**
 * Reads the library state from a URL query. Unknown keys, unknown categories and colours, and
 * sizes that are not positive numbers are ignored, so a hand-edited link never breaks the page.
 */
export function stateFromSearch(search: string): LibraryState {
  const params = new URLSearchParams(search);
  const state: LibraryState = {
    ...DEFAULT_STATE,
    q: text(params.get('q')),
    categories: list(params.get('categories'), isThemeCategory),
    colors: list(params.get('colors'), isColour),
    stickType: isStickType(params.get('stickType')) ? (params.get('stickType') as StickType) : null,
    formats: list(params.get('formats')?.toLowerCase() ?? null, isFormat),
    commercial: flag(params.get('commercial')),
    sponsored: flag(params.get('sponsored')),
    favorites: flag(params.get('favorites')),
    stitched: flag(params.get('stitched')),
    mine: flag(params.get('mine')),
    author: text(params.get('author')),
    set: text(params.get('set')),
    hoop: parseHoop(params.get('hoop')),
    myHoops: flag(params.get('myHoops')),
    maxMinutes: parseMillimetres(params.get('maxMinutes')),
    design: text(params.get('design')) || null,
    ...sortFrom(params),
  };
  for (const key of SIZE_KEYS) state[key] = parseMillimetres(params.get(key));
  return state;
}

/**
 * Writes the library state as a URL query (with leading `?`, or '' when everything is at its
 * default). Only values that differ from the defaults appear, in a stable order, so equal
 * states give equal URLs.
 */
export function searchFromState(state: LibraryState): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | null | false) => {
    if (value) params.set(key, value);
  };
  put('q', state.q.trim());
  put('categories', state.categories.join(','));
  put('colors', state.colors.join(','));
  put('stickType', state.stickType);
  put('formats', state.formats.join(','));
  put('commercial', state.commercial && '1');
  put('sponsored', state.sponsored && '1');
  put('favorites', state.favorites && '1');
  put('stitched', state.stitched && '1');
  put('mine', state.mine && '1');
  put('author', state.author.trim());
  put('set', state.set.trim());
  for (const key of SIZE_KEYS) put(key, state[key] === null ? null : String(state[key]));
  put('hoop', state.hoop && `${state.hoop.width}x${state.hoop.height}`);
  put('myHoops', state.myHoops && '1');
  put('maxMinutes', state.maxMinutes === null ? null : String(state.maxMinutes));
  if (state.sort !== DEFAULT_STATE.sort) put('sort', state.sort);
  if (state.order !== DEFAULT_ORDER[state.sort]) put('order', state.order);
  put('design', state.design);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filters of a state (what the api filters by), without sort or the open design. */
export function filtersOf(state: LibraryState): LibraryState {
  return { ...state, sort: DEFAULT_STATE.sort, order: DEFAULT_STATE.order, design: null };
}

/** How many filters are set (for the "Filters (3)" badge and "clear all"). */
export function activeFilterCount(state: LibraryState): number {
  return new URLSearchParams(searchFromState(filtersOf(state))).size;
}
