import {
  DEFAULT_MACHINE_PROFILE,
  type Colour,
  type DesignFilters,
  type ListSort,
  type MachineProfile,
  type StickType,
  type ThemeCategory,
} from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { badRequest, unauthorized } from '../lib/httpError.ts';
import { readSettings } from '../machine/userSettings.ts';

/** Which designs a query looks at: the library, the caller's own, or both (favorites). */
export type Scope = 'library' | 'mine' | 'readable';

/** Filters of list and filter-options after validation (DESIGN.md §5). */
export interface LibraryFilters {
  /** Lower-case words of the free text; each must start a word of name, labels, author or set. */
  words: string[];
  categories: ThemeCategory[];
  colors: Colour[];
  formats: string[];
  stickType: StickType | null;
  commercial: boolean;
  sponsored: boolean;
  favorites: boolean;
  stitched: boolean;
  author: string | null;
  set: string | null;
  width: { min: number | null; max: number | null };
  height: { min: number | null; max: number | null };
  hoop: { width: number; height: number } | null;
  /** "Fits one of my hoops": the caller's hoops (filled by `withMachine`), null for no filter. */
  myHoops: Array<{ width: number; height: number }> | null;
  /** Runs at most this many minutes on `machine`. */
  maxMinutes: number | null;
  /** The caller's machine profile (the defaults until `withMachine` reads the caller's). */
  machine: MachineProfile;
  scope: Scope;
  /** The caller, when signed in. */
  userId: string | null;
}

/** The query string as the route schema has already typed it: the shared contract's filters. */
export type FilterQuery = DesignFilters;

/** Most words of a search that count; the rest are ignored. */
export const MAX_WORDS = 8;

/** Splits free text into the words the database keeps in search_text (migration 011). */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, 64));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

const unique = <T>(values: readonly T[] | undefined): T[] => [...new Set(values ?? [])];

function hoopOf(query: FilterQuery): LibraryFilters['hoop'] {
  const { hoopWidth, hoopHeight } = query;
  if (hoopWidth === undefined && hoopHeight === undefined) return null;
  if (hoopWidth === undefined || hoopHeight === undefined) {
    throw badRequest('Give both hoopWidth and hoopHeight (mm) to filter by hoop.');
  }
  return { width: toHundredth(hoopWidth), height: toHundredth(hoopHeight) };
}

// Sizes are stored as real (float4), which cannot hold every double: 5e-324 mm fails in SQL.
// Designs are measured in 0.1 mm stitches, so a filter finer than 0.01 mm means nothing.
const toHundredth = (mm: number) => Math.round(mm * 100) / 100;

function rangeOf(
  name: 'Width' | 'Height',
  query: FilterQuery,
): { min: number | null; max: number | null } {
  const min = query[`min${name}`];
  const max = query[`max${name}`];
  if (min !== undefined && max !== undefined && min > max) {
    const message = `must be at most max${name} (${max})`;
    throw badRequest(`Invalid request: querystring/min${name} ${message}, got ${min}.`, [
      { field: `/min${name}`, message },
    ]);
  }
  return {
    min: min === undefined ? null : toHundredth(min),
    max: max === undefined ? null : toHundredth(max),
  };
}

function myHoopsOf(query: FilterQuery, userId: string | null): LibraryFilters['myHoops'] {
  if (query.fitsMyHoops !== true) return null;
  if (!userId) throw unauthorized('Sign in to filter by the hoops of your machine.');
  return []; // read by withMachine
}

function scopeOf(query: FilterQuery, userId: string | null): Scope {
  const personal = query.favorites === true || query.stitched === true || query.scope === 'mine';
  if (personal && !userId) {
    throw unauthorized('Sign in to see your favorites, stitched designs or own files.');
  }
  if (query.scope) return query.scope;
  // Favorites and "already stitched" cover every design the caller can read unless told.
  return query.favorites || query.stitched ? 'readable' : 'library';
}

/**
 * Validates and normalises the filters. Booleans that are false mean "no filter" (the client
 * sends only truthy values, spec §5).
 * @throws HttpError 400 for contradictory input, 401 for personal filters without sign-in
 */
export function parseFilters(query: FilterQuery, userId: string | null): LibraryFilters {
  return {
    words: searchWords(query.q),
    categories: unique(query.categories),
    colors: unique(query.colors),
    formats: unique(query.formats?.map((f) => f.toLowerCase())),
    stickType: query.stickType ?? null,
    commercial: query.commercial === true,
    sponsored: query.sponsored === true,
    favorites: query.favorites === true,
    stitched: query.stitched === true,
    author: query.author?.trim() || null,
    set: query.set?.trim() || null,
    width: rangeOf('Width', query),
    height: rangeOf('Height', query),
    hoop: hoopOf(query),
    myHoops: myHoopsOf(query, userId),
    maxMinutes: query.maxMinutes ?? null,
    machine: DEFAULT_MACHINE_PROFILE,
    scope: scopeOf(query, userId),
    userId,
  };
}

/**
 * Reads what the filters need of the caller's settings: the machine profile (running times of
 * the page, `maxMinutes`, `sort=time`) and, for "fits one of my hoops", the hoops.
 * @throws HttpError 400 when "fits one of my hoops" is asked by a user without hoops
 */
export async function withMachine(db: Queryable, f: LibraryFilters): Promise<LibraryFilters> {
  if (f.userId === null) return f;
  const settings = await readSettings(db, f.userId);
  let myHoops = f.myHoops;
  if (myHoops !== null) {
    if (settings.hoops.length === 0) {
      throw badRequest(
        'You have no hoops yet: add them under Settings → My machine to filter by them.',
      );
    }
    myHoops = settings.hoops.map((h) => ({
      width: toHundredth(h.widthMm),
      height: toHundredth(h.heightMm),
    }));
  }
  return { ...f, machine: settings.machine, myHoops };
}

/** True when nothing narrows the library (the maintained counts answer directly). */
export function isUnfilteredLibrary(f: LibraryFilters): boolean {
  return (
    f.scope === 'library' &&
    f.words.length === 0 &&
    f.categories.length === 0 &&
    f.colors.length === 0 &&
    f.formats.length === 0 &&
    f.stickType === null &&
    !f.commercial &&
    !f.sponsored &&
    !f.favorites &&
    !f.stitched &&
    f.author === null &&
    f.set === null &&
    f.width.min === null &&
    f.width.max === null &&
    f.height.min === null &&
    f.height.max === null &&
    f.hoop === null &&
    f.myHoops === null &&
    f.maxMinutes === null
  );
}

/** A sort order of the list as the route schema typed it. */
export interface SortQuery {
  sort?: ListSort;
  order?: 'asc' | 'desc';
}
