import { describe, expect, it } from 'vitest';
import { createPreviewUrls, previewCacheControl } from './previewUrl.ts';

describe('preview URLs', () => {
  const urls = createPreviewUrls('secret');
  const now = Date.UTC(2026, 10, 22, 12, 30);

  it('leaves library previews unsigned', () => {
    expect(urls.url({ id: 'd1', owner_id: null }, 256, now)).toBe(
      '/api/stickerei/d1/preview/256.png',
    );
  });

  it('signs previews of own designs and verifies them until they expire', () => {
    const url = new URL(urls.url({ id: 'd2', owner_id: 'u1' }, 512, now), 'http://x');
    const exp = Number(url.searchParams.get('exp'));
    const sig = url.searchParams.get('sig') ?? '';
    expect(url.pathname).toBe('/api/stickerei/d2/preview/512.png');
    expect(exp % 3600).toBe(0);
    expect(urls.verify('d2', 512, exp, sig, now)).toBe(true);
    expect(urls.verify('d2', 256, exp, sig, now)).toBe(false);
    expect(urls.verify('d3', 512, exp, sig, now)).toBe(false);
    expect(urls.verify('d2', 512, exp + 3600, sig, now)).toBe(false);
    expect(urls.verify('d2', 512, exp, sig, exp * 1000 + 1)).toBe(false);
    expect(createPreviewUrls('other').verify('d2', 512, exp, sig, now)).toBe(false);
  });
});

describe('preview caching', () => {
  const now = Date.UTC(2026, 10, 22, 12, 30);

  it('keeps a signed preview privately for as long as its signature lives', () => {
    const url = new URL(
      createPreviewUrls('s').url({ id: 'd', owner_id: 'u' }, 256, now),
      'http://x',
    );
    const exp = Number(url.searchParams.get('exp'));
    const cache = previewCacheControl({ kind: 'signed', exp }, now);
    expect(cache).toBe(`private, max-age=${exp - now / 1000}`);
    // 24 h to the next full hour: at least a day, at most a day and an hour
    expect(exp - now / 1000).toBeGreaterThanOrEqual(24 * 3600);
    expect(exp - now / 1000).toBeLessThanOrEqual(25 * 3600);
    expect(previewCacheControl({ kind: 'signed', exp }, exp * 1000 + 5000)).toBe(
      'private, max-age=0',
    );
  });

  it('makes library previews public and unsigned own ones private for an hour', () => {
    expect(previewCacheControl({ kind: 'library' }, now)).toBe('public, max-age=86400');
    expect(previewCacheControl({ kind: 'owner' }, now)).toBe('private, max-age=3600');
  });
});
