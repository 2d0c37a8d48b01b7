import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './sorting.ts';

const id = '0a1b2c3d-0000-4000-8000-000000000001';

describe('list cursors', () => {
  it('round-trip', () => {
    const cursor = { sort: 'name', order: 'asc', value: 'rose 12', id, page: 3 } as const;
    expect(decodeCursor(encodeCursor(cursor), 'name', 'asc')).toEqual(cursor);
  });

  it('belong to their sort and order', () => {
    const raw = encodeCursor({ sort: 'newest', order: 'desc', value: 1, id, page: 2 });
    expect(() => decodeCursor(raw, 'newest', 'asc')).toThrow(/another sort/);
    expect(() => decodeCursor(raw, 'size', 'desc')).toThrow(/another sort/);
  });

  it.each([
    ['garbage', 'x'],
    [
      'wrong value type',
      Buffer.from(JSON.stringify(['newest', 'desc', 'x', id, 2])).toString('base64url'),
    ],
    ['bad id', Buffer.from(JSON.stringify(['newest', 'desc', 1, "1'--", 2])).toString('base64url')],
    ['bad page', Buffer.from(JSON.stringify(['newest', 'desc', 1, id, 1.5])).toString('base64url')],
    ['object', Buffer.from(JSON.stringify({ a: 1 })).toString('base64url')],
  ])('refuse %s', (_, raw) => {
    expect(() => decodeCursor(raw, 'newest', 'desc')).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });
});
