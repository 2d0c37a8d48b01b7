import type { ListSort, MachineProfile } from '@stickerei/shared/domain';
import { badRequest } from '../lib/httpError.ts';
import { runSecondsSql } from './runningTime.ts';

export type Order = 'asc' | 'desc';

interface SortKey {
  expr: string;
  type: string;
  value: 'number' | 'string';
}

/**
 * Sort keys over `design AS d`, each matching a covering index of migration 011; `time` is the
 * running time on the caller's machine (migration 039 indexes the default profile's).
 */
export function sortKey(sort: ListSort, machine: MachineProfile): SortKey {
  switch (sort) {
    case 'newest':
      return { expr: 'd.created_at', type: 'bigint', value: 'number' };
    case 'name':
      return { expr: 'lower(d.name)', type: 'text', value: 'string' };
    case 'stitches':
      return { expr: 'd.stitch_count', type: 'integer', value: 'number' };
    case 'size':
      return { expr: '(d.design_width * d.design_height)', type: 'real', value: 'number' };
    case 'time':
      return { expr: runSecondsSql(machine), type: 'float8', value: 'number' };
  }
}

/** Newest first; names, stitch counts, sizes and running times from the smallest. */
export function defaultOrder(sort: ListSort): Order {
  return sort === 'newest' ? 'desc' : 'asc';
}

/** Where the next page starts: the last row's sort value and id, and the page it opens. */
export interface Cursor {
  sort: ListSort;
  order: Order;
  value: number | string;
  id: string;
  page: number;
}

/** An opaque cursor for `nextCursor` (base64url JSON). */
export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.order, c.value, c.id, c.page])).toString(
    'base64url',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decoded(raw: string): unknown {
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null; // not a cursor of ours: reported below
  }
}

/**
 * Reads a cursor and checks it belongs to this sort and order.
 * @throws HttpError 400 when it is malformed or made for another sort
 */
export function decodeCursor(raw: string, sort: ListSort, order: Order): Cursor {
  const data = decoded(raw);
  const invalid = () =>
    badRequest('The cursor is not valid: start again from the first page without a cursor.');
  if (!Array.isArray(data) || data.length !== 5) throw invalid();
  const [s, o, value, id, page] = data as unknown[];
  if (s !== sort || o !== order) {
    throw badRequest('The cursor was made for another sort order: drop it or sort as before.');
  }
  const valueOk =
    sort !== 'name'
      ? typeof value === 'number' && Number.isFinite(value)
      : typeof value === 'string' && value.length <= 1000;
  if (!valueOk || typeof id !== 'string' || !UUID.test(id)) throw invalid();
  if (!Number.isInteger(page) || (page as number) < 2) throw invalid();
  return { sort, order, value: value as number | string, id, page: page as number };
}
