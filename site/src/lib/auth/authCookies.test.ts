import { describe, expect, it } from 'vitest';
import { allAuthCookies, foreignAuthCookies } from './authCookies.ts';

describe('foreignAuthCookies', () => {
  it('names the token cookies of other app clients only', () => {
    const header =
      'stickerei.auth.new1.idToken=a; stickerei.auth.old9.idToken=b; ' +
      'stickerei.auth.old9.refreshToken=c; other=d; stickerei.theme=dark';
    expect(foreignAuthCookies(header, 'new1')).toEqual([
      'stickerei.auth.old9.idToken',
      'stickerei.auth.old9.refreshToken',
    ]);
  });

  it('finds nothing in an empty cookie header', () => {
    expect(foreignAuthCookies('', 'new1')).toEqual([]);
  });
});

describe('allAuthCookies', () => {
  it('names every token cookie and nothing else', () => {
    expect(
      allAuthCookies('a=1; stickerei.auth.x.idToken=2; stickerei.auth.y.clockDrift=0'),
    ).toEqual(['stickerei.auth.x.idToken', 'stickerei.auth.y.clockDrift']);
  });
});
