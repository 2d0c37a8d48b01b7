import { describe, expect, it } from 'vitest';
import { formatEndDate, isSafeWebsite, websiteHost } from './formatting.ts';
import { sponsoredCatalogues, st } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the /sponsored texts', () => {
  it('exist in both languages with the same placeholders', () => {
    const { en, de } = sponsoredCatalogues;
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect({ key, de: placeholders(de[key]) }).toEqual({ key, de: placeholders(en[key]) });
      expect(de[key]).not.toBe(en[key]);
    }
  });

  it('fill their placeholders', () => {
    expect(st('de', 'design.left', { count: 3, limit: 10 })).toBe('Noch 3 von 10');
    expect(st('en', 'redeem.label', { name: 'Rose' })).toBe('Redeem Rose');
  });
});

describe('sponsored formatting', () => {
  it('writes the end date per language', () => {
    expect(formatEndDate('2026-03-31T12:00:00Z', 'en')).toBe('31 March 2026');
    expect(formatEndDate('2026-03-31T12:00:00Z', 'de')).toBe('31. März 2026');
  });

  it('shows the sponsor’s host and follows only http(s) links', () => {
    expect(websiteHost('https://www.stitch.example/shop?x=1')).toBe('stitch.example');
    expect(websiteHost('not a url')).toBe('not a url');
    expect(isSafeWebsite('https://stitch.example')).toBe(true);
    expect(isSafeWebsite('javascript:alert(1)')).toBe(false);
  });
});
