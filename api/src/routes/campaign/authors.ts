import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AssociatedAuthorInput } from '@stickerei/shared/domain';
import {
  deleteAuthorRow,
  findAuthorRow,
  getAuthor,
  insertAuthor,
  listAuthors,
  newLogoKey,
  updateAuthorRow,
  type AuthorFields,
} from '../../campaigns/authorRepository.ts';
import { lockCampaigns } from '../../campaigns/sponsoredFlag.ts';
import { decodeLogo } from '../../campaigns/logo.ts';
import {
  authorInputSchema,
  authorSchema,
  errorRef,
  idParams,
  listOf,
} from '../../campaigns/schemas.ts';
import { notFound } from '../../lib/httpError.ts';

const tags = ['campaign'];
const security = [{ bearer: [] }];
const adminErrors = { 400: errorRef, 401: errorRef, 403: errorRef };
// A logo of LOGO_MAX_BYTES as a data: URL, with room for the other fields.
const bodyLimit = 1024 * 1024;

/** Associated authors: list, create, read, update (with logo), delete; the logo image itself. */
export default async function authorRoutes(app: FastifyInstance) {
  // Stores a new logo before the row points at it; returns undefined when the logo is kept.
  async function storeLogo(authorId: string, logo: string | null | undefined) {
    if (logo === undefined) return undefined;
    if (logo === null || logo === '') return null;
    const { bytes, type } = decodeLogo(logo);
    const key = newLogoKey(authorId);
    await app.storage.put(key, bytes);
    return { key, type };
  }
  const fieldsOf = (body: AssociatedAuthorInput, logo: AuthorFields['logo']): AuthorFields => ({
    name: body.name.trim(),
    website: body.website?.trim() ?? '',
    description: body.description ?? '',
    logo,
  });

  app.get(
    '/associated-authors',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'All associated authors, by name',
        security,
        response: { 200: listOf(authorSchema), ...adminErrors },
      },
    },
    async () => {
      const items = await listAuthors(app.db);
      return { items, total: items.length };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/associated-author/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One associated author',
        security,
        params: idParams,
        response: { 200: authorSchema, ...adminErrors, 404: errorRef },
      },
    },
    async (request) => getAuthor(app.db, request.params.id),
  );

  app.post<{ Body: AssociatedAuthorInput }>(
    '/create-associated-author',
    {
      config: { access: 'admin' },
      bodyLimit,
      schema: {
        tags,
        summary: 'Create an associated author (logo as a data: URL)',
        security,
        body: authorInputSchema,
        response: { 201: authorSchema, ...adminErrors, 413: errorRef, 415: errorRef },
      },
    },
    async (request, reply) => {
      const id = randomUUID();
      const logo = await storeLogo(id, request.body.logo);
      await insertAuthor(app.db, id, fieldsOf(request.body, logo));
      return reply.status(201).send(await getAuthor(app.db, id));
    },
  );

  app.put<{ Params: { id: string }; Body: AssociatedAuthorInput }>(
    '/update-associated-author/:id',
    {
      config: { access: 'admin' },
      bodyLimit,
      schema: {
        tags,
        summary: 'Update an associated author: name, website, description, logo',
        description: 'Leave `logo` out to keep the logo, send null to remove it.',
        security,
        params: idParams,
        body: authorInputSchema,
        response: {
          200: authorSchema,
          ...adminErrors,
          404: errorRef,
          413: errorRef,
          415: errorRef,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findAuthorRow(app.db, id)))
        throw notFound(`No associated author ${id}; it may have been deleted.`);
      const logo = await storeLogo(id, request.body.logo);
      const replaced = await app.db.transaction((tx) =>
        updateAuthorRow(tx, id, fieldsOf(request.body, logo)),
      );
      if (replaced) await app.storage.delete(replaced);
      return getAuthor(app.db, id);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/delete-associated-author/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete an associated author without campaigns (409 while it has some)',
        security,
        params: idParams,
        response: { 204: { type: 'null' }, ...adminErrors, 404: errorRef, 409: errorRef },
      },
    },
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
