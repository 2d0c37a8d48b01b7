import type { FastifyInstance } from 'fastify';
import type { DesignRecord } from '@stickerei/shared/domain';
import { recordColumns, toRecord, type DesignRow } from '../../library/designRecord.ts';
import { Params } from '../../library/filterSql.ts';
import { similarResponseSchema } from '../../library/schemas.ts';
import { searchSimilar } from '../../library/similarSearch.ts';
import { errorRef, integer } from '../../lib/schemas.ts';

/** `GET /api/stickerei/similar?id=…&limit=…`: the nearest designs, near-duplicates first. */
export default async function similarRoute(app: FastifyInstance) {
  app.get<{ Querystring: { id: string; limit: number } }>(
    '/stickerei/similar',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stickerei'],
        summary: 'Designs most similar to a readable design (DESIGN.md §7)',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string', maxLength: 100 },
            limit: integer(1, 50, { default: 12 }),
          },
        },
        response: { 200: similarResponseSchema, 400: errorRef, 404: errorRef },
      },
    },
    async (request) => {
      const userId = request.caller?.userId ?? null;
      const { id, limit } = request.query;
      const hits = await searchSimilar(app.db, id, { userId, limit });
      if (hits.length === 0) return { items: [] };
      const p = new Params();
      const columns = recordColumns(userId, p);
      const { rows } = await app.db.query<DesignRow>(
        `SELECT ${columns} FROM design AS d WHERE d.id = ANY(${p.add(hits.map((h) => h.id))}::uuid[])`,
        p.values,
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const items: Array<DesignRecord & { distance: number }> = [];
      for (const hit of hits) {
        const row = byId.get(hit.id);
        if (row) items.push({ ...toRecord(row, app.previewUrls), distance: hit.distance });
      }
      return { items };
    },
  );
}
