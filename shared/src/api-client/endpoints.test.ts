import { describe, expect, it, vi } from 'vitest';
import { getUserProfile } from './endpoints.ts';
import { createRequestClient } from './request.ts';

function profileClient() {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ userId: 'u-1', createdAt: '2026-11-22T06:00:00.000Z' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const api = createRequestClient({
    baseUrl: '/api',
    getToken: () => 'access-1',
    fetch: fetchMock as unknown as typeof fetch,
  });
  const headersOf = (call: number) =>
    (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<
      string,
      string
    >;
  return { api, headersOf };
}

describe('getUserProfile', () => {
  it('sends the ID token along, so the api learns the e-mail address', async () => {
    const { api, headersOf } = profileClient();
    const profile = await getUserProfile(api, 'id-1');
    expect(profile?.userId).toBe('u-1');
    expect(headersOf(0)).toMatchObject({ Authorization: 'Bearer access-1', 'X-Id-Token': 'id-1' });
  });

  it('sends no ID token header without one', async () => {
    const { api, headersOf } = profileClient();
    await getUserProfile(api, null);
    expect(headersOf(0)).not.toHaveProperty('X-Id-Token');
  });
});
