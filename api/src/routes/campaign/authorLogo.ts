import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { LOGO_MAX_BYTES } from '@stickerei/shared/domain';
import { findAuthorRow, getAuthor, setAuthorLogo } from '../../campaigns/authorRepository.ts';
import { writeAuthor } from '../../campaigns/authorWrite.ts';
import { checkLogo } from '../../campaigns/logo.ts';
import { adminRoute, authorSchema } from '../../campaigns/schemas.ts';
import { badRequest, notFound } from '../../lib/httpError.ts';
import { errorRef, idParams, multipartBody } from '../../lib/schemas.ts';
import { StorageNotFoundError } from '../../plugins/storage.ts';
import { multipartFailure } from '../../uploads/receiveFiles.ts';

const logoMessages = {
  tooLarge: () => `The logo is larger than ${LOGO_MAX_BYTES / 1024} KB. Use a smaller image.`,
  tooMany: 'Send one logo, in the field "logo".',
  how: 'Send the logo as multipart/form-data in the field "logo".',
};

const upload = adminRoute("Upload an associated author's logo (multipart field `logo`)", {
  description:
    'PNG, JPEG, WebP or SVG without script, at most 512 KB; the type is read from the bytes.',
  consumes: ['multipart/form-data'],
  params: idParams,
  response: { 200: authorSchema, 404: errorRef, 413: errorRef, 415: errorRef },
});

/** An author's logo: served to anyone, uploaded as a multipart image by admins. */
export default async function authorLogoRoutes(app: FastifyInstance) {
  // Registered here, so only this route parses multipart bodies.
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0 } });

  app.put<{ Params: { id: string } }>(
    '/associated-author/:id/logo',
    {
      ...upload,
      config: { ...upload.config, ...multipartBody('logo') },
    },
    async (request) => {
      const { id } = request.params;
      await getAuthor(app.db, id); // 404 before the upload is read
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw badRequest('No file: send the logo in the multipart field "logo".');
        bytes = await file.toBuffer();
      } catch (error) {
        throw multipartFailure(error, logoMessages);
      }
      return writeAuthor(app, {
        id,
        logo: checkLogo(bytes),
        write: (tx, logo) => setAuthorLogo(tx, id, logo),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/associated-author/:id/logo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['campaign'],
        summary: "An associated author's logo image",
        params: idParams,
        response: { 400: errorRef, 404: errorRef },
      },
    },
    async (request, reply) => {
      const row = await findAuthorRow(app.db, request.params.id);
      if (!row?.logo_key || !row.logo_type) throw notFound('This author has no logo.');
      let bytes: Buffer;
      try {
        bytes = await app.storage.get(row.logo_key);
      } catch (error) {
        if (error instanceof StorageNotFoundError) {
          throw notFound('The logo file is missing; upload it again.');
        }
        throw error;
      }
      // An SVG opened on its own must not run anything; nosniff keeps the checked type.
      return reply
        .header('content-type', row.logo_type)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(bytes);
    },
  );
}
