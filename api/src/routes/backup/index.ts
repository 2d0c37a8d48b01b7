import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { BackupError } from '../../backup/backupError.ts';
import { conflict, forbidden } from '../../lib/httpError.ts';
import { errorRef } from '../../lib/schemas.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `POST /api/backup` (embedded default only): the archive of the database and files, for
 * `pnpm stickerei backup` on the same machine (docs/operations.md "Backups").
 */
export default async function backupRoutes(app: FastifyInstance) {
  app.post<{ Headers: { 'x-backup-token'?: string } }>(
    '/backup',
    {
      // Not a user's route: the token of DATA_DIR/control.json is the key.
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'A backup archive of the embedded database and files (for pnpm stickerei backup)',
        description:
          'Only from the loopback interface, with the token of DATA_DIR/control.json in x-backup-token. Answers a gzip-compressed tar; a backup cut off midway ends the connection without its manifest.',
        headers: {
          type: 'object',
          properties: { 'x-backup-token': { type: 'string', maxLength: 200 } },
        },
        response: {
          200: { description: 'The archive', content: { 'application/gzip': { schema: {} } } },
          403: errorRef,
          409: errorRef,
        },
      },
    },
    async (request, reply) => {
      const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
      if (!local || !app.backup.authorized(request.headers['x-backup-token'])) {
        throw forbidden(
          'Backups are made with pnpm stickerei backup on the machine that runs the api.',
        );
      }
      let snapshot;
      try {
        snapshot = await app.backup.begin();
      } catch (error) {
        if (error instanceof BackupError && error.code === 'busy') throw conflict(error.message);
        throw error;
      }
      const out = new PassThrough();
      app.backup.write(snapshot, out).then(
        (manifest) =>
          request.log.info({ files: manifest.files, counts: manifest.counts }, 'backup'),
        (error: unknown) => request.log.error({ err: error }, 'backup stopped midway'),
      );
      return reply
        .header('content-type', 'application/gzip')
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
}
