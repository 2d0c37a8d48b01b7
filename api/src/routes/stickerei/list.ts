import type { FastifyInstance } from 'fastify';
import type { ListSort } from '@stickerei/shared/domain';
import { fillingProbe } from '../../demo/demoState.ts';
import { recordEvent } from '../../lib/events.ts';
import {
  withMachine,
  parseFilters,
  isUnfilteredLibrary,
  type FilterQuery,
} from '../../library/filters.ts';
import { listDesigns } from '../../library/listDesigns.ts';
import { libraryGuard } from '../../library/statementGuard.ts';
import { listQuerySchema, listResponseSchema } from '../../library/schemas.ts';
import { errorRef } from '../../lib/schemas.ts';

type ListQuery = FilterQuery & {
  sort?: ListSort;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize: number;
  cursor?: string;
};

/** `GET /api/stickerei/list`: one page of designs with total and next cursor. */
export default async function listRoute(app: FastifyInstance, opts: { timeBudgetMs: number }) {
  const filling = fillingProbe(app.db);
  app.get<{ Querystring: ListQuery }>(
    '/stickerei/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stickerei'],
        summary: 'One page of library designs (or own designs) under filters and a sort',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema, 400: errorRef, 401: errorRef },
      },
    },
    async (request) => {
      const userId = request.caller?.userId ?? null;
      const { sort, order, page, pageSize, cursor, ...query } = request.query;
      const filters = await withMachine(app.db, parseFilters(query, userId));
      const result = await listDesigns(
        app.db,
        app.previewUrls,
        filters,
        { sort, order, page, pageSize, cursor },
        undefined,
        libraryGuard(opts.timeBudgetMs, request.log),
      );
      // A search is recorded once, on its first page (not for every scrolled page).
      if (!isUnfilteredLibrary(filters) && !cursor && (page ?? 1) === 1) {
        await recordEvent(app.db, 'search', userId, {
          q: query.q ?? '',
          filters: { ...query, q: undefined },
          sort: sort ?? 'newest',
          total: result.total,
          totalIsEstimate: result.totalIsEstimate,
        });
      }
      return filters.scope === 'library' ? { ...result, filling: await filling() } : result;
    },
  );
}
