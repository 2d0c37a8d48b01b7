import { describe, expect, it } from 'vitest';
import { fileToDataUrl, logoTransform } from './logoTransform.ts';

describe('author logo in the form', () => {
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

  it('becomes a data: URL when a file was chosen', async () => {
    expect(await fileToDataUrl(png)).toBe('data:image/png;base64,iVBORw==');
    expect(await logoTransform({ name: 'A', logoUrl: '/old', logoFile: { rawFile: png } })).toEqual(
      {
        name: 'A',
        logoUrl: '/old',
        logo: 'data:image/png;base64,iVBORw==',
      },
    );
  });

  it('becomes null when removed, and is left out (kept) otherwise', async () => {
    expect(await logoTransform({ name: 'A', removeLogo: true })).toEqual({ name: 'A', logo: null });
    expect(await logoTransform({ name: 'A', removeLogo: false, logoFile: null })).toEqual({
      name: 'A',
    });
  });

  it('encodes large files without overflowing the stack', async () => {
    const big = new Blob([new Uint8Array(300_000).fill(65)], { type: 'image/svg+xml' });
    const url = await fileToDataUrl(big);
    expect(url.startsWith('data:image/svg+xml;base64,QUFB')).toBe(true);
    expect(atob(url.split(',')[1] ?? '')).toHaveLength(300_000);
  });
});
