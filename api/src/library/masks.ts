import { COLOURS, THEME_CATEGORIES } from '@stickerei/shared/domain';

/**
 * Format ids in the order of their bit in `design.format_mask` (migration 011 keeps the same
 * list). Append only: a bit's meaning never changes. Formats beyond bit 30 have no bit and are
 * matched through the `formats` array instead.
 */
export const MASK_FORMATS = [
  'dst',
  'pes',
  'jef',
  'exp',
  'vp3',
  'xxx',
  'pec',
  'hus',
  'sew',
  'shv',
  'phb',
  'phc',
  'tap',
  'exy',
  't01',
  'dsb',
  'dsz',
  'gt',
  'fxy',
  'u01',
] as const;

/** Bit positions of the three facet masks (`tag_mask`, `color_mask`, `format_mask`). */
export const MASK_KEYS = {
  tag: THEME_CATEGORIES as readonly string[],
  color: COLOURS as readonly string[],
  format: MASK_FORMATS as readonly string[],
} as const;

export type MaskFacet = keyof typeof MASK_KEYS;

/** The bit of `key` in the facet's mask, or null when the key has none. */
export function maskBit(facet: MaskFacet, key: string): bigint | null {
  const index = MASK_KEYS[facet].indexOf(key);
  return index < 0 ? null : 1n << BigInt(index);
}

/** The mask of a list of keys; unknown keys add nothing. */
export function maskOf(facet: MaskFacet, keys: readonly string[]): bigint {
  let mask = 0n;
  for (const key of keys) mask |= maskBit(facet, key) ?? 0n;
  return mask;
}

/** The keys whose bits are set in `mask`, in bit order. */
export function keysOf(facet: MaskFacet, mask: number | bigint): string[] {
  const value = BigInt(mask);
  return MASK_KEYS[facet].filter((_, i) => (value >> BigInt(i)) & 1n);
}
