import { describe, expect, it, vi } from 'vitest';
import {
  RequestError,
  buildQuery,
  createRequestClient,
  retryAfterSeconds,
  retryDelay,
} from './request.ts';

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

function client(fetchImpl: typeof fetch, token: string | null = 'tok') {
  const sleep = vi.fn(async () => {});
  return {
    sleep,
    api: createRequestClient({ baseUrl: '/api', getToken: () => token, fetch: fetchImpl, sleep }),
  };
}

describe('buildQuery', () => {
  it('includes only truthy values (spec §5)', () => {
    expect(
      buildQuery({ a: 'x', b: '', c: 0, d: false, e: null, f: undefined, g: 2, h: true }),
    ).toBe('?a=x&g=2&h=true');
  });
  it('repeats list values and drops empty ones', () => {
    expect(buildQuery({ colors: ['RED', '', 'BLUE'] })).toBe('?colors=RED&colors=BLUE');
    expect(buildQuery({ colors: [] })).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});

describe('request helper', () => {
  it('sends the bearer token and JSON body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: 1 }));
    const { api } = client(fetchMock as unknown as typeof fetch);
    await expect(
      api.post('/things', { json: { a: 1 }, query: { page: 2, q: '' } }),
    ).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things?page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
  });

  it('sends multipart bodies without forcing a content type', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(202, { jobs: [] }));
    const { api } = client(fetchMock as unknown as typeof fetch);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.dst');
    await api.post('/upload', { form });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('omits the Authorization header when signed out', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    const { api } = client(fetchMock as unknown as typeof fetch, null);
    await api.get('/x');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it("rejects with the server's JSON message", async () => {
    const { api } = client((async () =>
      jsonResponse(
        409,
        { message: 'Already redeemed.', code: 'CONFLICT' },
        'Conflict',
      )) as unknown as typeof fetch);
    const error = (await api.post('/x').catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error.message).toBe('Already redeemed.');
    expect(error.status).toBe(409);
    expect(error.code).toBe('CONFLICT');
  });

  it('rejects with the status text when the body has no message', async () => {
    const { api } = client(
      (async () =>
        new Response('oops', {
          status: 400,
          statusText: 'Bad Request',
        })) as unknown as typeof fetch,
    );
    await expect(api.post('/x')).rejects.toThrow('Bad Request');
  });

  it("rejects with 'HTTP-Fehler' when there is neither message nor status text", async () => {
    const { api } = client(
      (async () => new Response(null, { status: 400 })) as unknown as typeof fetch,
    );
    await expect(api.post('/x')).rejects.toThrow('HTTP-Fehler');
  });

  it("rejects network failures with 'Network Error' or their status text", async () => {
    const { api } = client((async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch);
    await expect(api.post('/x')).rejects.toThrow('Network Error');
    const { api: api2 } = client((async () => {
      throw Object.assign(new Error('x'), { statusText: 'Gateway gone' });
    }) as unknown as typeof fetch);
    await expect(api2.post('/x')).rejects.toThrow('Gateway gone');
  });

  it('retries idempotent requests up to 3 attempts with back-off', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('down'))
      .mockResolvedValueOnce(jsonResponse(503, { message: 'busy' }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const { api, sleep } = client(fetchMock as unknown as typeof fetch);
    await expect(api.get('/x')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[500], [1000]]);
  });

  it('gives up after 3 attempts with the last error', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(503, { message: 'still busy' }));
    const { api } = client(fetchMock as unknown as typeof fetch);
    await expect(api.get('/x')).rejects.toThrow('still busy');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reads Retry-After of a 429 and does not retry a wait longer than the back-off', async () => {
    const limited = vi.fn(async () => {
      const response = jsonResponse(429, { message: 'Too many', code: 'TOO_MANY_REQUESTS' });
      response.headers.set('retry-after', '30');
      return response;
    });
    const { api, sleep } = client(limited as unknown as typeof fetch);
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30 });
    expect(limited).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    // a 429 without Retry-After is retried like before
    const bare = vi.fn(async () => jsonResponse(429, { message: 'Too many' }));
    await expect(client(bare as unknown as typeof fetch).api.get('/x')).rejects.toThrow('Too many');
    expect(bare).toHaveBeenCalledTimes(3);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('12')).toBe(12);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
  });

  it('never retries a POST or a 4xx', async () => {
    const failing = vi.fn(async () => jsonResponse(503, { message: 'busy' }));
    await expect(client(failing as unknown as typeof fetch).api.post('/x')).rejects.toThrow('busy');
    expect(failing).toHaveBeenCalledTimes(1);
    const notFound = vi.fn(async () => jsonResponse(404, { message: 'gone' }));
    await expect(client(notFound as unknown as typeof fetch).api.get('/x')).rejects.toThrow('gone');
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('caps the back-off at 5 minutes', () => {
    expect(retryDelay(1)).toBe(500);
    expect(retryDelay(3)).toBe(2000);
    expect(retryDelay(30)).toBe(300_000);
  });
});
