import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { API_ERROR_CODES } from '@stickerei/shared/domain';
import { HttpError } from '../lib/httpError.ts';
import { StorageUnavailableError } from '../storage/contract.ts';

/** Seconds a client is asked to wait when the file storage or the database is down. */
const STORAGE_RETRY_SECONDS = 30;

// What pg and the server say when the database cannot be reached: refused, reset or timed-out
// connections, and the server's "shutting down" / "connection failure" classes (57P0x, 08xxx).
const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  return (
    DB_DOWN_CODES.has(code) ||
    /^57P0[123]$/.test(code) ||
    /^08/.test(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(
      message,
    )
  );
}

/**
 * The one error handler (CONVENTIONS.md): 4xx carry code and message to the client; 5xx are
 * logged with the request id and answered with a generic body. Every body is
 * `{ message, code, details? }` (DESIGN.md §5).
 */
export default fp(
  async (app) => {
    // Every route declares its error responses with { $ref: 'ApiError#' }.
    app.addSchema({
      $id: 'ApiError',
      type: 'object',
      required: ['message', 'code'],
      properties: { message: { type: 'string' }, code: { type: 'string' }, details: {} },
    });
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({
          message: error.message,
          code: error.code,
          ...(error.details === undefined ? {} : { details: error.details }),
        });
      }
      if (
        error instanceof StorageUnavailableError ||
        error.cause instanceof StorageUnavailableError
      ) {
        request.log.warn({ err: error, reqId: request.id }, 'file storage unavailable');
        return reply.status(503).header('retry-after', String(STORAGE_RETRY_SECONDS)).send({
          message:
            'The file storage cannot be reached right now: nothing was stored or changed. Please try again in a minute.',
          code: API_ERROR_CODES[503],
        });
      }
      if (isDatabaseDown(error)) {
        request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
        return reply.status(503).header('retry-after', String(STORAGE_RETRY_SECONDS)).send({
          message:
            'The database cannot be reached right now: nothing was stored or changed. Please try again in a minute.',
          code: API_ERROR_CODES[503],
        });
      }
      const fe = error as FastifyError;
      if (fe.validation) {
        return reply.status(400).send({
          message: `Invalid request: ${fe.message}.`,
          code: API_ERROR_CODES[400],
          details: fe.validation.map((v) => ({
            field:
              v.instancePath || (v.params as { missingProperty?: string }).missingProperty || '',
            message: v.message,
          })),
        });
      }
      const status = fe.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = API_ERROR_CODES[status as keyof typeof API_ERROR_CODES] ?? 'BAD_REQUEST';
        return reply.status(status).send({ message: fe.message, code });
      }
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return reply.status(500).send({
        message: `Something went wrong on our side (request ${request.id}). Please try again.`,
        code: API_ERROR_CODES[500],
      });
    });
  },
  { name: 'errors' },
);
