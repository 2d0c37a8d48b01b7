import { describe, expect, it } from 'vitest';
import type { RequestClient } from '@stickerei/shared/api-client';
import { createDataProvider } from './index.ts';
import type { ResourceRouteTable } from './resourceRoutes.ts';

interface Sent {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

function fakeFetch(respond: (sent: Sent) => Response = () => Response.json({})) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const entry = {
      method: init?.method ?? 'GET',
      url: String(input),
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    sent.push(entry);
    return respond(entry);
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

// A route table as the campaigns work will write one; here only to drive the provider.
const routes: ResourceRouteTable = {
  things: {
    getList: {
      call: ({ pagination, filter }) => ({
        method: 'GET',
        path: '/thing/list',
        query: { page: pagination?.page, q: filter?.q, active: filter?.active },
      }),
    },
    getOne: { call: ({ id }) => ({ method: 'GET', path: `/thing/${id}` }) },
    create: { call: ({ data }) => ({ method: 'POST', path: '/thing/add', json: data }) },
    update: {
      call: ({ id, data }) => ({ method: 'PUT', path: `/thing/update/${id}`, json: data }),
    },
    delete: { call: ({ id }) => ({ method: 'DELETE', path: `/thing/delete/${id}` }) },
  },
  counted: {
    getList: {
      call: () => ({ method: 'GET', path: '/counted' }),
      result: (body) => {
        const { items, count } = body as { items: { id: number }[]; count: number };
        return { data: items, total: count };
      },
    },
  },
};

function provider(respond?: (sent: Sent) => Response, token: string | null = 'token-1') {
  const fake = fakeFetch(respond);
  const dataProvider = createDataProvider({
    routes,
    getToken: () => token,
    fetch: fake.fetch,
    sleep: async () => undefined,
  });
  return { dataProvider, sent: fake.sent };
}

const listParams = {
  pagination: { page: 2, perPage: 20 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: { q: 'rose', active: false },
};

describe('dataProvider', () => {
  it('lists through the mapped endpoint with a bearer token and only truthy query values', async () => {
    const { dataProvider, sent } = provider(() => Response.json({ data: [{ id: 1 }], total: 41 }));
    const result = await dataProvider.getList('things', listParams);
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/thing/list?page=2&q=rose',
        body: undefined,
      }),
    ]);
    expect(sent[0]?.headers.Authorization).toBe('Bearer token-1');
    expect(result).toEqual({ data: [{ id: 1 }], total: 41 });
  });

  it('accepts a bare array as a list and uses a route result mapper when given', async () => {
    const arrays = provider(() => Response.json([{ id: 1 }, { id: 2 }]));
    expect(await arrays.dataProvider.getList('things', listParams)).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      total: 2,
    });
    const mapped = provider(() => Response.json({ items: [{ id: 7 }], count: 70 }));
    expect(await mapped.dataProvider.getList('counted', listParams)).toEqual({
      data: [{ id: 7 }],
      total: 70,
    });
  });

  it('creates, updates and deletes with the method, URL and JSON body of the route', async () => {
    const { dataProvider, sent } = provider((s) => Response.json({ id: 5, ...(s.body as object) }));
    await dataProvider.create('things', { data: { name: 'Rose' } });
    await dataProvider.update('things', {
      id: 5,
      data: { name: 'Tulip' },
      previousData: { id: 5 },
    });
    await dataProvider.delete('things', { id: 5 });
    expect(sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/api/thing/add', body: { name: 'Rose' } },
      { method: 'PUT', url: '/api/thing/update/5', body: { name: 'Tulip' } },
      { method: 'DELETE', url: '/api/thing/delete/5', body: undefined },
    ]);
    expect(sent[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('answers a delete with an empty body with the previous record', async () => {
    const { dataProvider } = provider(() => new Response(null, { status: 204 }));
    const result = await dataProvider.delete('things', {
      id: 3,
      previousData: { id: 3, name: 'x' },
    });
    expect(result).toEqual({ data: { id: 3, name: 'x' } });
  });

  it('fetches many records one by one through getOne', async () => {
    const { dataProvider, sent } = provider((s) =>
      Response.json({ id: Number(s.url.split('/').pop()) }),
    );
    const result = await dataProvider.getMany('things', { ids: [1, 2] });
    expect(sent.map((s) => s.url)).toEqual(['/api/thing/1', '/api/thing/2']);
    expect(result.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('sends no Authorization header without a token', async () => {
    const { dataProvider, sent } = provider(undefined, null);
    await dataProvider.getOne('things', { id: 1 });
    expect(sent[0]?.headers.Authorization).toBeUndefined();
  });

  it('fails clearly for a resource without endpoints, or a method it lacks, sending nothing', async () => {
    const { dataProvider, sent } = provider();
    await expect(dataProvider.getList('posts', listParams)).rejects.toThrow(
      'The admin has no api endpoints for the resource "posts"',
    );
    await expect(dataProvider.getList('toString', listParams)).rejects.toThrow('"toString"');
    await expect(dataProvider.delete('counted', { id: 1 })).rejects.toThrow(
      'The resource "counted" does not support delete.',
    );
    expect(sent).toEqual([]);
  });

  it("rejects with the api's status and message so checkError can act on 401 and 403", async () => {
    const { dataProvider } = provider(() =>
      Response.json({ message: 'Admins only', code: 'FORBIDDEN' }, { status: 403 }),
    );
    await expect(dataProvider.getOne('things', { id: 1 })).rejects.toMatchObject({
      status: 403,
      message: 'Admins only',
    });
  });

  it('rejects a list answer that is not a list', async () => {
    const { dataProvider } = provider(() => Response.json({ nope: true }));
    await expect(dataProvider.getList('things', listParams)).rejects.toThrow('not a list');
  });

  it('turns a 429 into "try again in N seconds" in the admin language, for pages too', async () => {
    let language: 'en' | 'de' = 'de';
    const limited = fakeFetch(() =>
      Response.json(
        { message: 'Too many requests — try again in 17 seconds.', code: 'TOO_MANY_REQUESTS' },
        { status: 429, headers: { 'retry-after': '17' } },
      ),
    );
    const dataProvider = createDataProvider({
      routes,
      getToken: () => 'token-1',
      fetch: limited.fetch,
      sleep: async () => undefined,
      language: () => language,
    });
    await expect(dataProvider.getList('things', listParams)).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 17,
      message: 'Zu viele Anfragen – bitte versuchen Sie es in 17 Sekunden erneut.',
    });
    // a wait longer than the back-off is not retried: one request, one count
    expect(limited.sent).toHaveLength(1);
    language = 'en';
    const page = dataProvider.callApi((api: RequestClient) => api.get('/thing/stats'));
    await expect(page).rejects.toThrow('Too many requests — try again in 17 seconds.');
  });
});
