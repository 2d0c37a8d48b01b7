// Test helpers for the auth client: unsigned tokens and a scripted user-pool endpoint.
import { vi } from 'vitest';

const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT with `claims` (the browser never verifies signatures; the api does). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${b64({ alg: 'RS256', kid: 'k' })}.${b64(claims)}.sig`;
}

export function authResult(nowSec: number, groups: string[] = ['USER'], expiresIn = 3600) {
  return {
    AuthenticationResult: {
      AccessToken: fakeJwt({
        sub: 's-1',
        username: 's-1',
        'cognito:groups': groups,
        token_use: 'access',
        iat: nowSec,
        exp: nowSec + expiresIn,
      }),
      IdToken: fakeJwt({
        sub: 's-1',
        email: 'ada@example.com',
        'cognito:groups': groups,
        token_use: 'id',
        iat: nowSec,
        exp: nowSec + expiresIn,
      }),
      RefreshToken: 'refresh-1',
    },
  };
}

type Handler = (body: Record<string, unknown>) => unknown;

/**
 * A scripted user-pool endpoint: each operation answers from a queue of handlers or bodies;
 * an `{ __type, message }` answer with status 400 is an error. Records every call.
 */
export function fakeCognito(script: Record<string, Array<unknown | Handler>>) {
  const calls: Array<{ operation: string; body: Record<string, unknown> }> = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const operation =
      String((init.headers as Record<string, string>)['X-Amz-Target']).split('.')[1] ?? '';
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ operation, body });
    const queue = script[operation];
    if (!queue || queue.length === 0) throw new Error(`unexpected ${operation}`);
    const next = queue.shift();
    const answer = typeof next === 'function' ? (next as Handler)(body) : next;
    const isError = !!answer && typeof answer === 'object' && '__type' in answer;
    return new Response(JSON.stringify(answer ?? {}), { status: isError ? 400 : 200 });
  });
  return { fetch: fetchMock as unknown as typeof fetch, calls };
}

export const cognitoError = (type: string, message = type) => ({ __type: type, message });
