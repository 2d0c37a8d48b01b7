import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../../campaigns/schemas.ts';
import { conflict, notFound } from '../../lib/httpError.ts';
import { errorRef, idParams, objectOf, uuid } from '../../lib/schemas.ts';
import { requireCaller } from '../../plugins/auth.ts';

/**
 * Publishing an admin's own uploaded design into the library, so it can be put into campaigns
 * (the library has no other way in until the admin's test-data setup exists; docs/campaigns.md).
 */
export default async function libraryRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>(
    '/publish-design/:id',
    adminRoute('Move one of the caller’s own designs into the public library', {
      params: idParams,
      response: { 200: objectOf({ designId: uuid }), 404: errorRef, 409: errorRef },
    }),
    async (request) => {
      const { userId } = requireCaller(request);
      const { id } = request.params;
      const { rows } = await app.db.query<{ owner_id: string | null }>(
        'SELECT owner_id FROM design WHERE id = $1',
        [id],
      );
      const design = rows[0];
      if (!design || (design.owner_id !== null && design.owner_id !== userId)) {
        throw notFound(`No design ${id} among your files; upload it first.`);
      }
      if (design.owner_id === null) throw conflict('This design is in the library already.');
      await app.db.query(
        'UPDATE design SET owner_id = NULL, updated_at = now() WHERE id = $1 AND owner_id = $2',
        [id, userId],
      );
      return { designId: id };
    },
  );
}
