import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AssociatedAuthorInput } from '@stickerei/shared/domain';
import {
  deleteAuthorRow,
  getAuthor,
  insertAuthor,
  listAuthors,
  updateAuthorRow,
  type AuthorFields,
} from '../../campaigns/authorRepository.ts';
import { writeAuthor } from '../../campaigns/authorWrite.ts';
import { lockCampaigns } from '../../campaigns/sponsoredFlag.ts';
import { decodeLogo } from '../../campaigns/logo.ts';
import { adminRoute, authorInputSchema, authorSchema, listOf } from '../../campaigns/schemas.ts';
import { errorRef, idParams } from '../../lib/schemas.ts';

// A logo of LOGO_MAX_BYTES as a data: URL, with room for the other fields.
const bodyLimit = 1024 * 1024;

// The logo of a body: undefined keeps it, null or empty removes it, a data: URL replaces it.
const logoOf = (logo: string | null | undefined) =>
  logo === undefined ? undefined : logo === null || logo === '' ? null : decodeLogo(logo);

const fieldsOf = (body: AssociatedAuthorInput, logo: AuthorFields['logo']): AuthorFields => ({
  name: body.name.trim(),
  website: body.website?.trim() ?? '',
  description: body.description ?? '',
  logo,
});

/** Associated authors: list, create, read, update (with logo), delete. */
export default async function authorRoutes(app: FastifyInstance) {
  app.get(
    '/associated-authors',
    adminRoute('All associated authors, by name', { response: { 200: listOf(authorSchema) } }),
    async () => {
      const items = await listAuthors(app.db);
      return { items, total: items.length };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/associated-author/:id',
    adminRoute('One associated author', {
      params: idParams,
      response: { 200: authorSchema, 404: errorRef },
    }),
    async (request) => getAuthor(app.db, request.params.id),
  );

  app.post<{ Body: AssociatedAuthorInput }>(
    '/create-associated-author',
    {
      ...adminRoute('Create an associated author (logo as a data: URL)', {
        body: authorInputSchema,
        response: { 201: authorSchema, 413: errorRef, 415: errorRef },
      }),
      bodyLimit,
    },
    async (request, reply) => {
      const id = randomUUID();
      const author = await writeAuthor(app, {
        id,
        logo: logoOf(request.body.logo),
        write: async (tx, logo) => {
          await insertAuthor(tx, id, fieldsOf(request.body, logo));
          return null;
        },
      });
      return reply.status(201).send(author);
    },
  );

  app.put<{ Params: { id: string }; Body: AssociatedAuthorInput }>(
    '/update-associated-author/:id',
    {
      ...adminRoute('Update an associated author: name, website, description, logo', {
        description: 'Leave `logo` out to keep the logo, send null to remove it.',
        params: idParams,
        body: authorInputSchema,
        response: { 200: authorSchema, 404: errorRef, 413: errorRef, 415: errorRef },
      }),
      bodyLimit,
    },
    async (request) => {
      const { id } = request.params;
      await getAuthor(app.db, id); // 404 before a logo is stored
      return writeAuthor(app, {
        id,
        logo: logoOf(request.body.logo),
        write: (tx, logo) => updateAuthorRow(tx, id, fieldsOf(request.body, logo)),
      });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/delete-associated-author/:id',
    adminRoute('Delete an associated author without campaigns (409 while it has some)', {
      params: idParams,
      response: { 204: { type: 'null' }, 404: errorRef, 409: errorRef },
    }),
    async (request, reply) => {
      const logoKey = await app.db.transaction(async (tx) => {
        await lockCampaigns(tx);
        return deleteAuthorRow(tx, request.params.id);
      });
      if (logoKey) await app.storage.delete(logoKey);
      return reply.status(204).send();
    },
  );
}
