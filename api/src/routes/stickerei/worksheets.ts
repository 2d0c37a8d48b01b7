import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MAX_WORKSHEET_DESIGNS, fitsHoop } from '@stickerei/shared/domain';
import { matchThread, chartColors, threadHex } from '@stickerei/embroidery';
import { attachment } from '../../downloads/contentDisposition.ts';
import { badRequest, unauthorized } from '../../lib/httpError.ts';
import { errorRef, idParams, objectOf, uuid } from '../../lib/schemas.ts';
import { createDesignPreviews } from '../../library/designPreviews.ts';
import {
  designPattern,
  visibleDesign,
  visibleDesigns,
  type MachineDesign,
} from '../../machine/designPattern.ts';
import { readSettings, readStock } from '../../machine/userSettings.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { renderWorksheets } from '../../worksheets/renderWorksheets.ts';
import type { ShoppingItem, WorksheetDesign } from '../../worksheets/types.ts';
import { DEFAULT_BRAND, designThreads } from './machine.ts';

const MY_THREADS = { en: 'My threads', de: 'Meine Garne' } as const;

const BRAND = { type: 'string', minLength: 1, maxLength: 60 } as const;
const LANG = { type: 'string', enum: ['en', 'de'], default: 'en' } as const;
const PAPER = { type: 'string', enum: ['a4', 'letter'], default: 'a4' } as const;

interface WorksheetQuery {
  brand?: string;
  lang: 'en' | 'de';
  paper: 'a4' | 'letter';
}

async function readAll(body: Readable | Buffer): Promise<Uint8Array> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Worksheets to print (docs/worksheets.md): `GET /api/stickerei/{id}/worksheet.pdf` and
 * `POST /api/stickerei/worksheets` for many designs with a shopping list of the threads the
 * user's stock lacks. The PDF streams while later designs are read.
 */
export default async function worksheetRoutes(app: FastifyInstance) {
  const previews = createDesignPreviews({ db: app.db, storage: app.storage, pool: app.jobs.pool });

  async function brandOf(requested: string | undefined, userId: string | null) {
    const brand = requested ?? (await readSettings(app.db, userId)).threadBrand ?? DEFAULT_BRAND;
    if (brand === 'mine' && userId === null) {
      throw unauthorized('Sign in to print the worksheet with your own threads.');
    }
    return brand;
  }

  /** What one design's worksheet shows. */
  async function worksheetDesign(
    design: MachineDesign,
    brand: string,
    userId: string | null,
    lang: 'en' | 'de',
  ): Promise<WorksheetDesign & { chartMatches: Array<{ rgb: number } | null> }> {
    const pattern = await designPattern(app.db, app.storage, design);
    const [threads, preview, settings] = await Promise.all([
      designThreads(app, design, brand, userId, pattern),
      previews.read(design.id, 512).then((p) => readAll(p.body)),
      readSettings(app.db, userId),
    ]);
    return {
      name: design.name,
      widthMm: design.design_width,
      heightMm: design.design_height,
      stitches: design.stitch_count,
      colourChanges: design.color_change_count,
      trims: design.trim_count,
      estimatedMinutes: threads.estimatedMinutes,
      formats: design.formats,
      previewPng: preview,
      hoops: settings.hoops.filter((h) => fitsHoop(design.design_width, design.design_height, h)),
      brandName: brand === 'mine' ? MY_THREADS[lang] : threads.brandName,
      blocks: threads.blocks.map((b) => ({
        index: b.index,
        rgb: b.rgb,
        stitches: b.stitches,
        minutes: b.minutes,
        match: b.match && !b.noneClose ? b.match : null,
      })),
      pattern,
      chartMatches: threads.blocks.map((b) => ({ rgb: parseInt(b.rgb.slice(1), 16) })),
    };
  }

  app.get<{ Params: { id: string }; Querystring: WorksheetQuery }>(
    '/stickerei/:id/worksheet.pdf',
    {
      config: { access: 'public' },
      schema: {
        tags: ['machine'],
        summary: 'A printable worksheet (PDF): facts, colour sequence, actual-size template',
        description:
          'brand: a chart id or "mine" (signed in); without it the chart chosen last. lang en|de, paper a4|letter.',
        params: idParams,
        querystring: {
          type: 'object',
          properties: { brand: BRAND, lang: LANG, paper: PAPER },
          additionalProperties: false,
        },
        response: {
          200: { description: 'The PDF', content: { 'application/pdf': { schema: {} } } },
          400: errorRef,
          401: errorRef,
          404: errorRef,
          422: errorRef,
        },
      },
    },
    async (request, reply) => {
      const userId = request.caller?.userId ?? null;
      const design = await visibleDesign(app.db, request.params.id, userId);
      const brand = await brandOf(request.query.brand, userId);
      // Loaded before the first byte goes out, so a missing file is a clean 404.
      const sheet = await worksheetDesign(design, brand, userId, request.query.lang);
      const name = `${design.name || 'design'} ${request.query.lang === 'de' ? 'Arbeitsblatt' : 'worksheet'}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(name))
        .header('cache-control', 'private, no-cache')
        .send(renderWorksheets([sheet], { lang: request.query.lang, paper: request.query.paper }));
    },
  );

  app.post<{ Body: WorksheetQuery & { ids: string[] } }>(
    '/stickerei/worksheets',
    {
      config: { access: 'user' },
      schema: {
        tags: ['machine'],
        summary: 'One PDF of worksheets for many designs, with the threads to buy',
        description: `At most ${MAX_WORKSHEET_DESIGNS} designs (library or own; others are left out). The last page lists the threads of the chosen chart the caller's stock lacks (for brand "mine": the nearest of the chart chosen last, else Madeira Polyneon, for every block nothing in the stock is close to). Streamed while the designs are read.`,
        security: [{ bearer: [] }],
        body: {
          ...objectOf(
            {
              ids: {
                type: 'array',
                minItems: 1,
                maxItems: MAX_WORKSHEET_DESIGNS,
                items: uuid,
              },
              brand: BRAND,
              lang: LANG,
              paper: PAPER,
            },
            ['ids'],
          ),
          additionalProperties: false,
        },
        response: {
          200: { description: 'The PDF', content: { 'application/pdf': { schema: {} } } },
          400: errorRef,
          401: errorRef,
          403: errorRef,
          404: errorRef,
        },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { lang = 'en', paper = 'a4' } = request.body;
      const ids = [...new Set(request.body.ids)];
      const designs = await visibleDesigns(app.db, ids, caller.userId);
      if (designs.length === 0) throw badRequest('None of these designs can be printed.');
      const brand = await brandOf(request.body.brand, caller.userId);
      const settings = await readSettings(app.db, caller.userId);
      const stock = new Set(
        (await readStock(app.db, caller.userId)).map((t) => `${t.brand}\u0000${t.code}`),
      );
      const buyChart =
        brand === 'mine'
          ? settings.threadBrand && settings.threadBrand !== 'mine'
            ? settings.threadBrand
            : DEFAULT_BRAND
          : brand;
      const buyColours = chartColors(buyChart);
      const shopping = new Map<string, ShoppingItem & { seen: Set<number> }>();
      // The first design is read before the answer starts (a clean error if it cannot be);
      // the others while the PDF streams. A design whose file cannot be read is left out.
      const first = await worksheetDesign(designs[0]!, brand, caller.userId, lang);
      const note = (sheet: Awaited<ReturnType<typeof worksheetDesign>>, at: number) => {
        for (const [i, block] of sheet.blocks.entries()) {
          if (brand !== 'mine' && block.match && stock.has(`${brand}\u0000${block.match.code}`))
            continue;
          if (brand === 'mine' && block.match) continue;
          const hit = matchThread(sheet.chartMatches[i]!.rgb, buyColours);
          if (!hit) continue;
          const key = hit.color.code;
          if (stock.has(`${buyChart}\u0000${key}`)) continue;
          const item = shopping.get(key) ?? {
            brand: hit.color.brand,
            code: hit.color.code,
            name: hit.color.name,
            rgb: threadHex(hit.color.rgb),
            designs: 0,
            seen: new Set<number>(),
          };
          item.seen.add(at);
          item.designs = item.seen.size;
          shopping.set(key, item);
        }
      };
      const log = request.log;
      async function* sheets() {
        note(first, 0);
        yield first;
        for (const [at, design] of designs.slice(1).entries()) {
          try {
            const sheet = await worksheetDesign(design, brand, caller.userId, lang);
            note(sheet, at + 1);
            yield sheet;
          } catch (error) {
            log.warn({ err: error, designId: design.id }, 'design left out of a worksheet');
          }
        }
      }
      const options = {
        lang,
        paper,
        // Read when the last page is written: after every design.
        get shoppingList(): ShoppingItem[] {
          return [...shopping.values()]
            .map(({ seen: _seen, ...item }) => item)
            .sort((a, b) => b.designs - a.designs || a.code.localeCompare(b.code));
        },
      };
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          attachment(lang === 'de' ? 'Stickerei Arbeitsblätter.pdf' : 'Stickerei worksheets.pdf'),
        )
        .header('cache-control', 'private, no-cache')
        .send(renderWorksheets(sheets(), options));
    },
  );
}
