import { describe, expect, it } from 'vitest';
import { getEventMetrics, setupTestData } from '@stickerei/shared/api-client';
import { createDataProvider } from '../../dataProvider/index.ts';

function recorder(status = 200, body: unknown = {}) {
  const calls: Array<{
    url: string;
    method: string;
    headers: Record<string, string>;
    body: unknown;
  }> = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe("the admin pages' api access through the data provider", () => {
  it('calls shared endpoint functions with the bearer token', async () => {
    const { calls, fetch } = recorder(200, { days: [] });
    const provider = createDataProvider({
      routes: {},
      getToken: () => 'tok',
      fetch,
      sleep: async () => undefined,
    });
    await provider.callApi((client: Parameters<typeof getEventMetrics>[0]) =>
      getEventMetrics(client, { from: '2026-01-01T00:00:00.000Z', to: '2026-01-08T00:00:00.000Z' }),
    );
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/admin/events/metrics?from=2026-01-01T00%3A00%3A00.000Z&to=2026-01-08T00%3A00%3A00.000Z',
      headers: { Authorization: 'Bearer tok' },
    });
    await provider.callApi((client: Parameters<typeof setupTestData>[0]) =>
      setupTestData(client, { count: 5, operationId: 'op-1' }),
    );
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: '/api/stickerei/setup-test-data',
      body: { count: 5, operationId: 'op-1' },
    });
    expect(await provider.accessToken()).toBe('tok');
  });

  it('rejects with the api status, so 401 and 403 reach the auth provider', async () => {
    const { fetch } = recorder(403, {
      message: 'This needs an administrator account (group ADMIN).',
      code: 'FORBIDDEN',
    });
    const provider = createDataProvider({
      routes: {},
      getToken: () => 'tok',
      fetch,
      sleep: async () => undefined,
    });
    await expect(
      provider.callApi((client: Parameters<typeof getEventMetrics>[0]) => getEventMetrics(client)),
    ).rejects.toMatchObject({
      status: 403,
      message: 'This needs an administrator account (group ADMIN).',
    });
  });
});
