import { describe, expect, it } from 'vitest';
import { avifOf, avifSrcSet } from './previewSources.ts';

describe('avifOf', () => {
  it("names an api preview's AVIF, keeping its signature", () => {
    expect(avifOf('/api/stickerei/d1/preview/256.png')).toBe('/api/stickerei/d1/preview/256.avif');
    expect(avifOf('/api/stickerei/d1/preview/128.png?exp=3600&sig=a.png')).toBe(
      '/api/stickerei/d1/preview/128.avif?exp=3600&sig=a.png',
    );
  });

  it('has none for other images', () => {
    expect(avifOf('/api/campaign/authors/a1/logo.png')).toBeNull();
    expect(avifOf('')).toBeNull();
  });
});

describe('avifSrcSet', () => {
  it('lists every size by its width', () => {
    expect(
      avifSrcSet([
        { src: '/api/stickerei/d1/preview/512.png', size: 512 },
        { src: '/api/stickerei/d1/preview/1024.png', size: 1024 },
      ]),
    ).toBe('/api/stickerei/d1/preview/512.avif 512w, /api/stickerei/d1/preview/1024.avif 1024w');
  });

  it('is null when one candidate has no AVIF', () => {
    expect(avifSrcSet([{ src: '/elsewhere/big.png', size: 512 }])).toBeNull();
  });
});
