// Test support: the checks every message catalogue of the site passes (vitest cases).
import { LANGUAGES } from '@stickerei/shared/domain';
import { expect, it } from 'vitest';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * Registers the cases of one catalogue: a text per interface language, the same keys in each,
 * and every German text non-empty with the placeholders of its English one.
 */
export function catalogueCases<K extends string>(
  catalogues: Record<string, Record<K, string>>,
  { en, de }: { en: Record<K, string>; de: Record<K, string> },
): void {
  it('exist in every language with the same keys', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as K[])('%s is translated with the same placeholders', (key) => {
    expect(de[key].trim()).not.toBe('');
    expect(placeholders(de[key])).toEqual(placeholders(en[key]));
  });
}
