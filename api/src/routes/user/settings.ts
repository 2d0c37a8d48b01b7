import type { FastifyInstance } from 'fastify';
import {
  MACHINE_PROFILE_LIMITS,
  MAX_HOOP_MM,
  MAX_HOOPS,
  MAX_STOCK_THREADS,
  type ThreadStockItem,
  type UserSettings,
} from '@stickerei/shared/domain';
import { findThread, threadChart } from '@stickerei/embroidery';
import { badRequest } from '../../lib/httpError.ts';
import { errorRef, integer, objectOf } from '../../lib/schemas.ts';
import { readSettings, readStock, writeSettings, writeStock } from '../../machine/userSettings.ts';
import { requireCaller } from '../../plugins/auth.ts';

const limit = (key: keyof typeof MACHINE_PROFILE_LIMITS) =>
  integer(MACHINE_PROFILE_LIMITS[key][0], MACHINE_PROFILE_LIMITS[key][1]);

const machineSchema = {
  ...objectOf({
    stitchesPerMinute: limit('stitchesPerMinute'),
    secondsPerColourChange: limit('secondsPerColourChange'),
    secondsPerTrim: limit('secondsPerTrim'),
    secondsPerStop: limit('secondsPerStop'),
  }),
  additionalProperties: false,
} as const;

const hoopSchema = {
  ...objectOf({
    name: { type: 'string', minLength: 1, maxLength: 60 },
    widthMm: { type: 'number', exclusiveMinimum: 0, maximum: MAX_HOOP_MM },
    heightMm: { type: 'number', exclusiveMinimum: 0, maximum: MAX_HOOP_MM },
  }),
  additionalProperties: false,
} as const;

const threadBrand = { type: ['string', 'null'], maxLength: 60 } as const;

const settingsSchema = objectOf({
  machine: machineSchema,
  hoops: { type: 'array', items: hoopSchema },
  threadBrand,
});

const stockItem = {
  ...objectOf({
    brand: { type: 'string', minLength: 1, maxLength: 60 },
    code: { type: 'string', minLength: 1, maxLength: 40 },
  }),
  additionalProperties: false,
} as const;

/**
 * `GET` / `PUT /api/user/settings` (machine profile, hoops, the chart chosen last) and
 * `GET` / `PUT /api/user/threads` (the threads the user has): docs/machine.md.
 */
export default async function userSettingsRoutes(app: FastifyInstance) {
  app.get(
    '/user/settings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: "The caller's machine profile, hoops and thread chart (defaults until set)",
        security: [{ bearer: [] }],
        response: { 200: settingsSchema, 401: errorRef, 403: errorRef },
      },
    },
    async (request) => readSettings(app.db, requireCaller(request).userId),
  );

  app.put<{ Body: Partial<UserSettings> }>(
    '/user/settings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Changes the machine profile, hoops or thread chart; fields left out stay',
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          properties: {
            machine: machineSchema,
            hoops: { type: 'array', maxItems: MAX_HOOPS, items: hoopSchema },
            threadBrand,
          },
          additionalProperties: false,
        },
        response: { 200: settingsSchema, 400: errorRef, 401: errorRef, 403: errorRef },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { threadBrand: brand } = request.body;
      if (brand && brand !== 'mine' && !threadChart(brand)) {
        throw badRequest(`There is no thread chart "${brand}".`);
      }
      return writeSettings(app.db, caller.userId, request.body);
    },
  );

  const stockSchema = objectOf({ items: { type: 'array', items: stockItem } });

  app.get(
    '/user/threads',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: 'The threads the caller has (chart id and code)',
        security: [{ bearer: [] }],
        response: { 200: stockSchema, 401: errorRef, 403: errorRef },
      },
    },
    async (request) => ({ items: await readStock(app.db, requireCaller(request).userId) }),
  );

  app.put<{ Body: { items: ThreadStockItem[] } }>(
    '/user/threads',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: "Replaces the caller's threads",
        description: `Every item names a thread of a chart (GET /api/threads/brands); unknown ones are refused with their positions. At most ${MAX_STOCK_THREADS} threads.`,
        security: [{ bearer: [] }],
        body: {
          ...objectOf({
            items: { type: 'array', maxItems: MAX_STOCK_THREADS, items: stockItem },
          }),
          additionalProperties: false,
        },
        response: { 200: stockSchema, 400: errorRef, 401: errorRef, 403: errorRef },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const found = request.body.items.map((item, position) => ({
        position,
        brand: item.brand,
        code: item.code,
        thread: findThread(item.brand, item.code.trim()),
      }));
      const unknown = found
        .filter((item) => !item.thread)
        .map(({ thread: _none, ...item }) => item);
      if (unknown.length > 0) {
        const shown = unknown
          .slice(0, 5)
          .map((u) => `${u.brand} ${u.code}`)
          .join(', ');
        throw badRequest(
          `${unknown.length} thread${unknown.length === 1 ? ' is' : 's are'} not in the named chart: ${shown}${unknown.length > 5 ? ', …' : ''}.`,
          unknown.slice(0, 100),
        );
      }
      // Stored as the chart's id and its own spelling of the code (a brand name or "15" for
      // Isacord's "0015" finds the thread; the stock names it one way).
      const items = found.map(({ thread }) => ({ brand: thread!.chartId, code: thread!.code }));
      await writeStock(app.db, caller.userId, items);
      return { items: await readStock(app.db, caller.userId) };
    },
  );
}
