import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CLOSE_DELTA_E,
  estimateMinutes,
  type DesignThreadBlock,
  type DesignThreads,
  type FormatCheckResult,
  type SharedDesign,
  type ShareLink,
} from '@stickerei/shared/domain';
import {
  checkableFormats,
  checkFormat,
  matchThread,
  threadChart,
  threadHex,
  type Pattern,
  type ThreadColorRef,
} from '@stickerei/embroidery';
import { badRequest, notFound, unauthorized } from '../../lib/httpError.ts';
import { errorRef, idParams, objectOf } from '../../lib/schemas.ts';
import {
  colourBlocks,
  designPattern,
  visibleDesign,
  type MachineDesign,
} from '../../machine/designPattern.ts';
import { chartOrStock } from '../../machine/threadSources.ts';
import { machineProfile, readSettings } from '../../machine/userSettings.ts';
import { requireCaller } from '../../plugins/auth.ts';

const threadMatchSchema = {
  type: ['object', 'null'],
  properties: {
    brand: { type: 'string' },
    brandName: { type: 'string' },
    code: { type: 'string' },
    name: { type: 'string' },
    rgb: { type: 'string' },
    deltaE: { type: 'number' },
  },
} as const;

const designThreadsSchema = objectOf({
  designId: { type: 'string' },
  brand: { type: 'string' },
  estimatedMinutes: { type: 'number' },
  blocks: {
    type: 'array',
    items: objectOf({
      index: { type: 'integer' },
      rgb: { type: 'string' },
      stitches: { type: 'integer' },
      minutes: { type: 'number' },
      match: threadMatchSchema,
      noneClose: { type: 'boolean' },
    }),
  },
});

const BRAND = { type: 'string', minLength: 1, maxLength: 60 } as const;

const shareLinkSchema = objectOf({ token: { type: 'string' }, url: { type: 'string' } });

/** The counts of a design's running time. */
export const countsOf = (d: MachineDesign) => ({
  stitches: d.stitch_count,
  colourChanges: d.color_change_count,
  trims: d.trim_count,
  stops: d.stop_count,
});

/**
 * A design's colour blocks matched to a chart or the user's stock, with minutes per block
 * (its stitches at the machine's speed, plus a colour change before every block but the first).
 */
export async function designThreads(
  app: FastifyInstance,
  design: MachineDesign,
  brand: string,
  userId: string | null,
  loaded?: Pattern,
): Promise<DesignThreads & { brandName: string }> {
  const source = await chartOrStock(app.db, brand, userId);
  const machine = await machineProfile(app.db, userId);
  const pattern = loaded ?? (await designPattern(app.db, app.storage, design));
  const blocks: DesignThreadBlock[] = colourBlocks(pattern).map((block) => {
    const hit = matchThread(parseInt(block.rgb.slice(1), 16), source.colours);
    const minutes =
      block.stitches / machine.stitchesPerMinute +
      (block.index > 1 ? machine.secondsPerColourChange / 60 : 0);
    return {
      index: block.index,
      rgb: block.rgb,
      stitches: block.stitches,
      minutes: Math.round(minutes * 10) / 10,
      match: hit ? matchOf(hit.color, hit.deltaE) : null,
      noneClose: brand === 'mine' && (!hit || hit.deltaE > CLOSE_DELTA_E),
    };
  });
  return {
    designId: design.id,
    brand,
    brandName: source.name,
    estimatedMinutes: estimateMinutes(countsOf(design), machine),
    blocks,
  };
}

const matchOf = (color: ThreadColorRef, deltaE: number) => ({
  brand: color.chartId,
  brandName: threadChart(color.chartId)?.name ?? color.brand,
  code: color.code,
  name: color.name,
  rgb: threadHex(color.rgb),
  deltaE: Math.round(deltaE * 100) / 100,
});

/**
 * At the machine, per design (docs/machine.md): its threads in a chart or the user's stock, what
 * a format would lose, and share links.
 */
export default async function machineRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string }; Querystring: { brand?: string } }>(
    '/stickerei/:id/threads',
    {
      config: { access: 'public' },
      schema: {
        tags: ['machine'],
        summary: "The design's colour blocks in sewing order, each with the nearest thread",
        description: `brand: a chart id (GET /api/threads/brands) or "mine" (the caller's threads; a block whose nearest is farther than ΔE ${CLOSE_DELTA_E} says noneClose). Without brand: the chart the caller chose last, else Madeira Polyneon. Nearest by CIEDE2000.`,
        params: idParams,
        querystring: {
          type: 'object',
          properties: { brand: BRAND },
          additionalProperties: false,
        },
        response: {
          200: designThreadsSchema,
          400: errorRef,
          401: errorRef,
          404: errorRef,
          422: errorRef,
        },
      },
    },
    async (request) => {
      const userId = request.caller?.userId ?? null;
      const design = await visibleDesign(app.db, request.params.id, userId);
      const brand =
        request.query.brand ?? (await readSettings(app.db, userId)).threadBrand ?? DEFAULT_BRAND;
      if (brand === 'mine' && userId === null) {
        throw unauthorized('Sign in to match the design to your own threads.');
      }
      const { brandName: _name, ...threads } = await designThreads(app, design, brand, userId);
      return threads;
    },
  );

  const formats = checkableFormats();
  app.get<{ Params: { id: string }; Querystring: { format: string } }>(
    '/stickerei/:id/format-check',
    {
      config: { access: 'public' },
      schema: {
        tags: ['machine'],
        summary: 'What a download in this format loses or limits',
        description: `Formats: ${formats.join(', ')}. docs/format-check.md lists the facts behind every warning.`,
        params: idParams,
        querystring: {
          ...objectOf({ format: { type: 'string', enum: formats } }),
          additionalProperties: false,
        },
        response: {
          200: objectOf({
            format: { type: 'string' },
            ok: { type: 'boolean' },
            writable: {
              type: 'boolean',
              description: 'False when the design cannot be written in this format (download: 422)',
            },
            original: {
              type: 'boolean',
              description: 'True when the design has a file in this format: it downloads as it is',
            },
            warnings: {
              type: 'array',
              items: objectOf({
                code: { type: 'string' },
                message: { type: 'string' },
                params: {
                  type: 'object',
                  additionalProperties: { type: ['string', 'number'] },
                },
              }),
            },
          }),
          400: errorRef,
          404: errorRef,
          422: errorRef,
        },
      },
    },
    async (request): Promise<FormatCheckResult> => {
      const userId = request.caller?.userId ?? null;
      const design = await visibleDesign(app.db, request.params.id, userId);
      const { format } = request.query;
      // A format the design has a file in downloads that file as it is: nothing is lost.
      if (design.formats.includes(format)) {
        return { format, ok: true, writable: true, original: true, warnings: [] };
      }
      const pattern = await designPattern(app.db, app.storage, design);
      return { ...checkFormat(pattern, format, { name: design.name }), original: false };
    },
  );

  const shareUrl = (token: string) => `/share/?token=${token}`;
  const activeShare = async (designId: string, ownerId: string) =>
    (
      await app.db.query<{ token: string }>(
        `SELECT token FROM design_share
         WHERE design_id = $1 AND owner_id = $2 AND revoked_at IS NULL`,
        [designId, ownerId],
      )
    ).rows[0]?.token ?? null;

  app.post<{ Params: { id: string } }>(
    '/stickerei/:id/share',
    {
      config: { access: 'user' },
      schema: {
        tags: ['machine'],
        summary: "A link that shows an own design's preview and facts to anyone, never its files",
        description:
          'Asking again while a link is active answers the same link. Library designs are public already: 400.',
        security: [{ bearer: [] }],
        params: idParams,
        response: {
          200: shareLinkSchema,
          400: errorRef,
          401: errorRef,
          403: errorRef,
          404: errorRef,
        },
      },
    },
    async (request): Promise<ShareLink> => {
      const caller = requireCaller(request);
      const design = await visibleDesign(app.db, request.params.id, caller.userId);
      if (design.owner_id === null) {
        throw badRequest(
          'Library designs have a public page already; share links are for your own designs.',
        );
      }
      // One active link per design (a unique index): a second request, even one at the same
      // moment (a double click), gets the link that is there.
      await app.db.query(
        `INSERT INTO design_share (token, design_id, owner_id) VALUES ($1, $2, $3)
         ON CONFLICT (design_id) WHERE revoked_at IS NULL DO NOTHING`,
        [randomBytes(18).toString('base64url'), design.id, caller.userId],
      );
      const token = await activeShare(design.id, caller.userId);
      if (!token) throw new Error('the share link just made is not there');
      return { token, url: shareUrl(token) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/stickerei/:id/share',
    {
      config: { access: 'user' },
      schema: {
        tags: ['machine'],
        summary: "The own design's active share link (404 when it has none)",
        security: [{ bearer: [] }],
        params: idParams,
        response: {
          200: shareLinkSchema,
          401: errorRef,
          403: errorRef,
          404: errorRef,
        },
      },
    },
    async (request): Promise<ShareLink> => {
      const caller = requireCaller(request);
      const design = await visibleDesign(app.db, request.params.id, caller.userId);
      const token = await activeShare(design.id, caller.userId);
      if (!token) throw notFound('This design has no share link.');
      return { token, url: shareUrl(token) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/stickerei/:id/share',
    {
      config: { access: 'user' },
      schema: {
        tags: ['machine'],
        summary: "Revokes the design's share link: it answers 404 from now on",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 204: { type: 'null' }, 401: errorRef, 403: errorRef, 404: errorRef },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const design = await visibleDesign(app.db, request.params.id, caller.userId);
      if (design.owner_id !== caller.userId) throw notFound('No design with this id.');
      await app.db.query(
        'UPDATE design_share SET revoked_at = now() WHERE design_id = $1 AND revoked_at IS NULL',
        [design.id],
      );
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { token: string } }>(
    '/share/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['machine'],
        summary: 'A shared design: its preview and facts, no files and no owner',
        params: {
          ...objectOf({ token: { type: 'string', minLength: 1, maxLength: 64 } }),
        },
        response: {
          200: objectOf({
            name: { type: 'string' },
            previewUrl: { type: 'string' },
            widthMm: { type: 'number' },
            heightMm: { type: 'number' },
            stitches: { type: 'integer' },
            colors: { type: 'array', items: { type: 'string' } },
            formats: { type: 'array', items: { type: 'string' } },
            estimatedMinutes: { type: 'number' },
          }),
          404: errorRef,
        },
      },
    },
    async (request): Promise<SharedDesign> => {
      const { rows } = await app.db.query<{ design_id: string; owner_id: string }>(
        'SELECT design_id, owner_id FROM design_share WHERE token = $1 AND revoked_at IS NULL',
        [request.params.token],
      );
      const share = rows[0];
      if (!share) throw notFound('This share link does not exist or was revoked.');
      const design = await visibleDesign(app.db, share.design_id, share.owner_id);
      return {
        name: design.name,
        previewUrl: app.previewUrls.url(design, 512),
        widthMm: design.design_width,
        heightMm: design.design_height,
        stitches: design.stitch_count,
        colors: design.color_palette,
        formats: design.formats,
        estimatedMinutes: estimateMinutes(countsOf(design), await machineProfile(app.db, null)),
      };
    },
  );
}

/** The chart a thread list shows when the caller chose none. */
export const DEFAULT_BRAND = 'madeira-polyneon';
