import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, safeReturnTo, signInPath } from './returnTo.ts';

const origin = 'http://127.0.0.1:4500';

describe('safeReturnTo', () => {
  it.each([
    ['/favorites', '/favorites'],
    ['/files/abc-123', '/files/abc-123'],
    ['/files?page=2#top', '/files?page=2#top'],
    ['/superadmin/events', '/superadmin/events'],
    ['/blog/../favorites', '/favorites'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnTo(raw, origin)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['favorites'],
    ['https://evil.example/files'],
    ['//evil.example/files'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['/sign-in?returnTo=/files'],
    ['/sign-up'],
    ['/forgot-password/'],
    ['/access-denied'],
  ])('falls back to the default for %j', (raw) => {
    expect(safeReturnTo(raw, origin)).toBe(DEFAULT_RETURN_TO);
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('https://evil.example', origin, '/')).toBe('/');
  });
});

describe('signInPath', () => {
  it('carries the page to come back to', () => {
    expect(signInPath('/files/7?x=1')).toBe('/sign-in?returnTo=%2Ffiles%2F7%3Fx%3D1');
  });

  it('asks for the hosted sign-in when wanted', () => {
    expect(signInPath('/superadmin/', { hosted: true })).toBe(
      '/sign-in?returnTo=%2Fsuperadmin%2F&hosted=1',
    );
  });
});
