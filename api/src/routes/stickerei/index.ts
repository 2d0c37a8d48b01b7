import type { FastifyInstance } from 'fastify';
import { designRecordSchema } from '../../library/schemas.ts';
import deleteRoute from './delete.ts';
import designRoutes from './design.ts';
import filterOptionsRoute from './filterOptions.ts';
import flagRoutes from './flags.ts';
import listRoute from './list.ts';
import similarRoute from './similar.ts';

/**
 * The design library under `/api/stickerei` (DESIGN.md §5): reading the library and own designs,
 * facets, similar designs, and the user's edits, flags and deletions. Uploads, processing,
 * previews and downloads register their own routes beside these.
 */
export default async function libraryRoutes(app: FastifyInstance, opts: { timeBudgetMs: number }) {
  app.addSchema(designRecordSchema);
  await app.register(listRoute, opts);
  await app.register(filterOptionsRoute, opts);
  await app.register(similarRoute);
  await app.register(designRoutes);
  await app.register(flagRoutes);
  await app.register(deleteRoute);
}
