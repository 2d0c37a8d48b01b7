import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { integer } from '../../src/lib/schemas.ts';
import errorsPlugin from '../../src/plugins/errors.ts';
import strictInput from '../../src/plugins/strictInput.ts';

async function server() {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(strictInput);
  afterAll(() => app.close());
  return app;
}

describe('strict request input (issue 11)', async () => {
  const app = await server();
  const echo = async (request: { query: unknown; body: unknown }) => ({
    query: request.query,
    body: request.body ?? null,
  });
  app.get(
    '/items',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: integer(1, 200, { default: 50 }),
            size: { type: 'number', minimum: 0, maximum: 10_000 },
            q: { type: 'string' },
            from: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
    echo,
  );
  app.post(
    '/items',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            count: integer(1, 100),
            limit: { type: ['integer', 'null'], minimum: 1, maximum: 10 },
            on: { type: 'boolean' },
            name: { type: 'string' },
            ids: { type: 'array', items: { type: 'string' } },
            at: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
    echo,
  );
  const get = (query: string) => app.inject({ url: `/items?${query}` });
  const post = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  // Each body is answered 400 with the message.
  async function refuses(cases: Array<[body: string, message: string]>) {
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message, payload).toBe(`Invalid request: ${message}.`);
    }
  }

  it('refuses a number in a query string that ajv would misread or let past its bounds', async () => {
    const refused = ['1e309', '-1e309', 'Infinity', 'NaN', '1e-400', '0x10', '0b1', ' 5', '+5'];
    refused.push('', '1.5', '1e2', '007');
    for (const text of refused) {
      const response = await get(`limit=${encodeURIComponent(text)}`);
      expect(response.statusCode, text).toBe(400);
      expect(response.json(), text).toEqual({
        message: `Invalid request: querystring/limit must be a whole number from 1 to 200, got ${JSON.stringify(text)}.`,
        code: 'VALIDATION_FAILED',
        details: [
          {
            field: '/limit',
            message: `must be a whole number from 1 to 200, got ${JSON.stringify(text)}`,
          },
        ],
      });
    }
    for (const text of ['1e309', '1e-400', '0x1', '.5']) {
      const response = await get(`size=${encodeURIComponent(text)}`);
      expect(response.json().message, text).toContain('querystring/size must be a number from');
    }
  });

  it('takes numbers written as JSON writes them, and applies the bounds', async () => {
    expect((await get('limit=200&size=12.5e1')).json().query).toEqual({
      limit: 200,
      size: 125,
    });
    expect((await get('')).json().query).toEqual({ limit: 50 });
    for (const text of ['201', '18446744073709551616', '-1'])
      expect((await get(`limit=${text}`)).json().message).toMatch(
        /querystring\/limit must be [<>]=/,
      );
  });

  it('does not convert the types of a JSON body', async () => {
    const cases: Array<[string, string]> = [
      ['{"count":"5"}', 'body/count must be a whole number from 1 to 100, got "5"'],
      ['{"count":true}', 'body/count must be a whole number from 1 to 100, got true'],
      ['{"count":null}', 'body/count must be a whole number from 1 to 100, got null'],
      ['{"count":1.5}', 'body/count must be a whole number from 1 to 100, got 1.5'],
      ['{"limit":""}', 'body/limit must be a whole number from 1 to 10 or null, got ""'],
      ['{"on":"true"}', 'body/on must be true or false, got "true"'],
      ['{"name":5}', 'body/name must be a string, got 5'],
      ['{"ids":["a",7]}', 'body/ids/1 must be a string, got 7'],
      ['[1]', 'body must be an object, got [1]'],
    ];
    await refuses(cases);
    expect((await post('{"count":5,"limit":null,"on":false}')).json().body).toEqual({
      count: 5,
      limit: null,
      on: false,
    });
  });

  it('refuses JSON numbers a double cannot hold, NUL characters and prototype keys', async () => {
    const cases: Array<[string, string]> = [
      ['{"count":1e309}', 'body/count is 1e309, too large to be represented'],
      ['{"count":-1e309}', 'body/count is -1e309, too large to be represented'],
      ['{"count":1e-400}', 'body/count is 1e-400, too close to 0 to be represented'],
      ['{"name":"a\\u0000b"}', 'body/name must not contain the NUL character (\\u0000)'],
      ['{"a\\u0000":1}', 'body/a\u0000 must not contain the NUL character (\\u0000)'],
      ['{"__proto__":{"x":1}}', 'a JSON body may not set "__proto__"'],
      ['{"constructor":{"prototype":{}}}', 'a JSON body may not set "constructor"'],
    ];
    await refuses(cases);
    expect((await post('{"count":5e0,"limit":10E-1}')).json().body).toEqual({ count: 5, limit: 1 });
  });

  it('answers an empty, malformed or deeply nested JSON body with 400', async () => {
    for (const payload of ['', '{', '{"count":}', '['.repeat(200_000)]) {
      const response = await post(payload);
      expect(response.statusCode, payload.slice(0, 20)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses date-times outside the years 1 to 9999 (Postgres has no year 0)', async () => {
    for (const from of ['0000-01-01T00:00:00Z', '-000001-01-01T00:00:00Z', 'yesterday']) {
      const response = await get(`from=${encodeURIComponent(from)}`);
      expect(response.statusCode, from).toBe(400);
      expect(response.json().message).toMatch(
        /querystring\/from must be a date-time from the year 1 to 9999/,
      );
    }
    for (const from of ['2026-11-01T00:00:00Z', '1900-01-01T00:00:00.006Z', '0001-01-01T12:00:00Z'])
      expect((await get(`from=${from}`)).statusCode, from).toBe(200);
    await refuses([
      [
        '{"at":"0000-12-31T23:59:59Z"}',
        'body/at must be a date-time from the year 1 to 9999 such as 2026-11-01T00:00:00Z, got "0000-12-31T23:59:59Z"',
      ],
    ]);
    expect((await post('{"at":"9999-12-31T23:59:59Z"}')).statusCode).toBe(200);
  });

  it('refuses NUL characters in query strings', async () => {
    const response = await get('q=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Invalid request: querystring/q must not contain the NUL character (\\u0000).',
    );
  });

  it('stops a route whose request number has no bounds from being added', async () => {
    const other = await server();
    expect(() =>
      other.get(
        '/open',
        { schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } } },
        async () => ({}),
      ),
    ).toThrow('GET /open: querystring/n is a number without bounds');
    expect(() =>
      other.post(
        '/open',
        {
          schema: {
            body: {
              type: 'object',
              properties: { list: { type: 'array', items: { type: 'number', minimum: 0 } } },
            },
          },
        },
        async () => ({}),
      ),
    ).toThrow('POST /open: body/list/items is a number without bounds');
  });
});
