import type { FastifyInstance } from 'fastify';
import { filterOptions } from '../../library/facets.ts';
import { libraryGuard } from '../../library/statementGuard.ts';
import { parseFilters, withMachine, type FilterQuery } from '../../library/filters.ts';
import { filterOptionsSchema, filterQuerySchema } from '../../library/schemas.ts';
import { errorRef } from '../../lib/schemas.ts';

/** `GET /api/stickerei/filter-options`: every facet with counts under the filters. */
export default async function filterOptionsRoute(
  app: FastifyInstance,
  opts: { timeBudgetMs: number },
) {
  app.get<{ Querystring: FilterQuery }>(
    '/stickerei/filter-options',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stickerei'],
        summary: 'Facet counts (categories, colours, formats, …) under the current filters',
        querystring: filterQuerySchema,
        response: { 200: filterOptionsSchema, 400: errorRef, 401: errorRef },
      },
    },
    async (request) => {
      const filters = await withMachine(
        app.db,
        parseFilters(request.query, request.caller?.userId ?? null),
      );
      return filterOptions(
        app.db,
        filters,
        undefined,
        libraryGuard(opts.timeBudgetMs, request.log),
      );
    },
  );
}
