import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { build, freshDb, registeredRoutes } from '../helper.ts';
import { campaignAdmin } from '../fixtures/campaigns.ts';
import { describeValue, toRequest, draftsFor, validFields } from '../fixtures/fuzzRequests.ts';
import type { Draft, FuzzRequest } from '../fixtures/fuzzRequests.ts';
import { refusedNumberJson, refusedNumberTexts } from '../fixtures/fuzzValues.ts';
import { insertDesigns, makeDesigns } from '../fixtures/library.ts';
import { isNumeric, operationsOf, routeKey } from '../fixtures/openapi.ts';
import type { Field, OpenApiDocument, Operation } from '../fixtures/openapi.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { tempDataDir } from '../fixtures/uploads.ts';

// A new seed each run explores new inputs; FUZZ_SEED repeats one (the seed is printed).
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/**
 * Issue 11, "zero 5xx": every route of the OpenAPI document gets malformed input — wrong and
 * unrepresentable numbers, random text, wrong types, missing fields, garbage bodies — from an
 * admin, and must answer below 500; a 400 says what is wrong.
 */
describe('every route of the OpenAPI document under malformed input', async () => {
  console.info(`api fuzz: seed ${SEED}, ${RUNS} runs a route (repeat with FUZZ_SEED=${SEED})`);
  const tokens = await tokenFactory();
  const db = await freshDb();
  const app = await build({
    db,
    config: {
      cognito: cognitoFor(tokens),
      dataDir: await tempDataDir(),
      jobs: { concurrency: 1, timeoutSeconds: 60, maxMemoryMb: 512 },
    },
  });
  const admin = await as(tokens, 'fuzz-admin', ['ADMIN']);
  const doc = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
  const operations = operationsOf(doc);
  const exercised = new Set<string>();

  // Rows the requests can find, so that valid ids reach past "not found".
  const designs = makeDesigns(12, { 'fuzz-admin': 4 });
  await insertDesigns(db, designs);
  const campaigns = campaignAdmin(app, admin);
  const author = await campaigns.author();
  const campaign = await campaigns.campaign(
    author.id,
    designs.filter((d) => d.owner_id === null).map((d) => d.id),
  );
  const ids = [
    ...designs.map((d) => d.id),
    author.id,
    campaign.id,
    ...campaign.designs.map((e) => e.id),
  ];

  async function send(request: FuzzRequest, note: string) {
    const response = await app.inject(request);
    const what = `${request.method} ${request.url.slice(0, 200)} (${note})`;
    if (response.statusCode >= 500) {
      throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    }
    if (response.statusCode === 400) {
      const body = response.json<{ message?: unknown; code?: unknown }>();
      if (typeof body.message !== 'string' || body.message === '' || typeof body.code !== 'string')
        throw new Error(`${what} answered 400 without message and code: ${response.body}`);
    }
    return response;
  }

  // Every listed number on every number field: 400, and the message names the field.
  async function refusesBadNumbers(op: Operation, field: Field, ctx: { ids: string[] }) {
    const [values] = fc.sample(validFields(op, { ...ctx, cheap: true }), {
      seed: SEED,
      numRuns: 1,
    });
    const bad =
      field.in === 'body' ? refusedNumberJson(field.schema) : refusedNumberTexts(field.schema);
    for (const value of bad) {
      const draft: Draft = { values: new Map(values).set(field, value), note: '' };
      const note = `${field.in} ${field.name} = ${describeValue(value)}`;
      const response = await send(toRequest(op, draft, admin), note);
      expect(response.statusCode, note).toBe(400);
      expect(response.json<{ message: string }>().message, note).toContain(field.name);
    }
  }

  it('documents every /api route the app registers', () => {
    const registered = (registeredRoutes.get(app) ?? []).filter(
      (r) => r.split(' ')[1]?.startsWith('/api/') && !r.includes('/api/docs'),
    );
    expect(operations.map(routeKey).sort()).toEqual([...registered].sort());
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}`, async () => {
      for (const field of op.fields.filter((f) => isNumeric(f.schema)))
        await refusesBadNumbers(op, field, { ids });
      const cheap = op.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(draftsFor(op, { ids, cheap }), async (draft) => {
          await send(toRequest(op, draft, admin), draft.note);
        }),
        { seed: SEED, numRuns: RUNS },
      );
      exercised.add(routeKey(op));
    });
  }

  it('exercised every route of the document', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(exercised.size).toBe(operations.length);
  });
});
