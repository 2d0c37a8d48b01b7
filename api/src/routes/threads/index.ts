import type { FastifyInstance } from 'fastify';
import type { ThreadBrand, ThreadBrandSummary } from '@stickerei/shared/domain';
import { threadChart, threadCharts, threadHex } from '@stickerei/embroidery';
import { notFound } from '../../lib/httpError.ts';
import { errorRef, objectOf } from '../../lib/schemas.ts';

const colorSchema = objectOf({
  code: { type: 'string' },
  name: { type: 'string' },
  rgb: { type: 'string' },
});

/** Thread charts of real brands (docs/threads.md): `GET /api/threads/brands[/{id}]`. */
export default async function threadRoutes(app: FastifyInstance) {
  app.get(
    '/threads/brands',
    {
      config: { access: 'public' },
      schema: {
        tags: ['threads'],
        summary: 'The thread charts: id, name, brand and how many colours',
        response: {
          200: {
            type: 'array',
            items: objectOf({
              id: { type: 'string' },
              name: { type: 'string' },
              brand: { type: 'string' },
              colors: { type: 'integer' },
            }),
          },
        },
      },
    },
    async (_request, reply): Promise<ThreadBrandSummary[]> => {
      reply.header('cache-control', 'public, max-age=3600');
      return threadCharts();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/threads/brands/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['threads'],
        summary: "A chart's colours: code, name and sRGB",
        params: objectOf({ id: { type: 'string', minLength: 1, maxLength: 60 } }),
        response: {
          200: objectOf({
            id: { type: 'string' },
            name: { type: 'string' },
            brand: { type: 'string' },
            colors: { type: 'array', items: colorSchema },
          }),
          404: errorRef,
        },
      },
    },
    async (request, reply): Promise<ThreadBrand> => {
      const chart = threadChart(request.params.id);
      if (!chart) throw notFound(`There is no thread chart "${request.params.id}".`);
      reply.header('cache-control', 'public, max-age=3600');
      return {
        id: chart.id,
        name: chart.name,
        brand: chart.brand,
        colors: chart.colors.map((c) => ({ code: c.code, name: c.name, rgb: threadHex(c.rgb) })),
      };
    },
  );
}
