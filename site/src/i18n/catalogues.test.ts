import { LANGUAGES } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';
import { catalogues, t } from './index.ts';

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('site catalogues', () => {
  it('have exactly the same keys in English and German', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('cover every interface language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.keys(en))('%s is non-empty and uses the same placeholders in both', (key) => {
    const english = en[key as keyof typeof en];
    const german = de[key as keyof typeof en];
    expect(english.trim()).not.toBe('');
    expect(german.trim()).not.toBe('');
    expect(placeholders(german)).toEqual(placeholders(english));
  });

  it('translates the navigation differently per language', () => {
    expect(t('en', 'nav.library')).toBe('Library');
    expect(t('de', 'nav.library')).toBe('Bibliothek');
  });

  it('fills placeholders', () => {
    expect(t('de', 'footer.copyright', { year: 2026 })).toBe(
      '© 2026 Stickerei GmbH, Freiburg im Breisgau',
    );
  });
});
