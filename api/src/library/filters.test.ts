import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/httpError.ts';
import { isUnfilteredLibrary, parseFilters, searchWords } from './filters.ts';

describe('searchWords', () => {
  it('splits free text into lower-case words of letters and digits', () => {
    expect(searchWords("  Rosé-Blüte, T-Shirt_2 o'Brien ")).toEqual([
      'rosé',
      'blüte',
      't',
      'shirt',
      '2',
      'o',
      'brien',
    ]);
  });

  it('drops punctuation only text, repeats and words beyond the eighth', () => {
    expect(searchWords("'; DROP TABLE design; --")).toEqual(['drop', 'table', 'design']);
    expect(searchWords('%_\\:*|&!()')).toEqual([]);
    expect(searchWords('a a b')).toEqual(['a', 'b']);
    expect(searchWords('1 2 3 4 5 6 7 8 9 10')).toHaveLength(8);
  });
});

describe('parseFilters', () => {
  it('defaults to the library and ignores false flags', () => {
    const f = parseFilters({ commercial: false, sponsored: false }, null);
    expect(f.scope).toBe('library');
    expect(isUnfilteredLibrary(f)).toBe(true);
  });

  it('widens favorites and stitched to everything the caller may read unless a scope is given', () => {
    expect(parseFilters({ favorites: true }, 'u').scope).toBe('readable');
    expect(parseFilters({ stitched: true, scope: 'library' }, 'u').scope).toBe('library');
    expect(parseFilters({ scope: 'mine' }, 'u').scope).toBe('mine');
  });

  it.each([[{ favorites: true }], [{ stitched: true }], [{ scope: 'mine' as const }]])(
    'needs a caller for %j (401)',
    (query) => {
      expect(() => parseFilters(query, null)).toThrow(expect.objectContaining({ statusCode: 401 }));
    },
  );

  it('refuses a half hoop and an inverted range (400)', () => {
    for (const query of [{ hoopWidth: 100 }, { minHeight: 50, maxHeight: 10 }]) {
      const error = (() => {
        try {
          parseFilters(query, null);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
    }
  });

  it('normalises repeats, format case, author and set', () => {
    const f = parseFilters(
      { colors: ['RED', 'RED'], formats: ['PES', 'pes'], author: ' Anna ', set: ' ' },
      null,
    );
    expect(f).toMatchObject({ colors: ['RED'], formats: ['pes'], author: 'Anna', set: null });
  });

  it('takes sizes to 0.01 mm, so that no size is too small for the real columns', () => {
    const f = parseFilters(
      { minWidth: 5e-324, maxWidth: 12.3456, hoopWidth: 5e-324, hoopHeight: 99.999 },
      null,
    );
    expect(f.width).toEqual({ min: 0, max: 12.35 });
    expect(f.hoop).toEqual({ width: 0, height: 100 });
  });
});
