import type { FastifyInstance } from 'fastify';

/** Longest a health check waits for the database or the storage. */
const CHECK_TIMEOUT_MS = 5000;

async function check(run: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health`: 200 when the database and the file storage answer, 503 (same body) when
 * one does not, so a load balancer takes the instance out until it recovers by itself.
 */
export default async function healthRoutes(app: FastifyInstance) {
  const state = { type: 'string', enum: ['up', 'down'] } as const;
  const body = {
    type: 'object',
    required: ['status', 'database', 'storage', 'checks'],
    properties: {
      status: { type: 'string', enum: ['ok', 'degraded'] },
      database: { type: 'string', enum: ['pglite', 'postgres'] },
      storage: { type: 'string', enum: ['file', 's3'] },
      checks: {
        type: 'object',
        required: ['database', 'storage'],
        properties: { database: state, storage: state },
      },
    },
  } as const;
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness, and whether the database and the file storage answer',
        response: { 200: body, 503: body },
      },
    },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([
        check(() => app.db.query('SELECT 1')),
        check(() => app.storage.ping()),
      ]);
      const ok = database === 'up' && storage === 'up';
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: app.db.kind,
        storage: app.storage.kind,
        checks: { database, storage },
      });
    },
  );
}
