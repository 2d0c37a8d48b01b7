import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from './jwt.ts';
import { fakeJwt } from './testSupport.ts';

afterEach(() => vi.restoreAllMocks());

describe('decodeJwt', () => {
  it('reads the payload, UTF-8 and base64url alike', () => {
    // "ü" and "€" are several bytes in UTF-8; "?>" and "~~~" give "-" and "_" in base64url
    const claims = { name: 'Jürgen Müller', price: '5 €', q: '?>?>', t: '~~~' };
    const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    const token = `${fakeJwt({}).split('.')[0]}.${payload}.sig`;
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwt(token)).toEqual(claims);
  });

  it('rejects what is not a JWT with a JSON object inside', () => {
    expect(() => decodeJwt('a.b')).toThrow(/not a JWT/);
    expect(() => decodeJwt(`x.${btoa('[1,2]')}.y`)).toThrow(/not an object/);
    expect(() => decodeJwt('x.!!!.y')).toThrow();
  });

  it('decodes a token once while it is asked for again, and hands out copies', () => {
    const token = fakeJwt({ sub: 'decoded-once', groups: ['ADMIN'] });
    const atob = vi.spyOn(globalThis, 'atob');
    const first = decodeJwt(token);
    first.sub = 'changed by a caller';
    const second = decodeJwt(token);
    expect(atob).toHaveBeenCalledTimes(1);
    expect(second).toEqual({ sub: 'decoded-once', groups: ['ADMIN'] });
  });

  it('keeps only the last few tokens', () => {
    const tokens = Array.from({ length: 6 }, (_, i) => fakeJwt({ n: i }));
    for (const token of tokens) decodeJwt(token);
    const atob = vi.spyOn(globalThis, 'atob');
    expect(decodeJwt(tokens[5]!)).toEqual({ n: 5 });
    expect(atob).toHaveBeenCalledTimes(0);
    expect(decodeJwt(tokens[0]!)).toEqual({ n: 0 });
    expect(atob).toHaveBeenCalledTimes(1);
  });
});
