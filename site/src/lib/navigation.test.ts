import { describe, expect, it } from 'vitest';
import { FOOTER_LEGAL, MAIN_NAV, isCurrentSection } from './navigation.ts';

describe('navigation', () => {
  it.each([
    ['/', '/', true],
    ['/blog', '/', false],
    ['/blog', '/blog', true],
    ['/blog/blogs/das-sind-wir', '/blog', true],
    ['/blog.html', '/blog', true],
    ['/files/42', '/files', true],
    ['/favorites', '/files', false],
    ['/filesystem', '/files', false],
    ['/sponsored/', '/sponsored', true],
  ])('%s is in section %s: %s', (pathname, href, expected) => {
    expect(isCurrentSection(pathname, href)).toBe(expected);
  });

  it('links the header to the library, sponsored, blog, favorites and files', () => {
    expect(MAIN_NAV.map((item) => item.href)).toEqual([
      '/',
      '/sponsored',
      '/blog',
      '/favorites',
      '/files',
    ]);
  });

  it('links the footer to every legal page', () => {
    expect(FOOTER_LEGAL.map((item) => item.href)).toEqual([
      '/contact',
      '/imprint',
      '/privacy-policy',
      '/terms-of-service',
    ]);
  });
});
