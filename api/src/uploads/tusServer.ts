import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Server, TUS_RESUMABLE, type CancellationContext, type ServerOptions } from '@tus/server';
import { badRequest } from '../lib/httpError.ts';
import { errorBody, tusErrorAnswer } from './tusErrors.ts';
import { cancelUpload, finishUpload, startUpload } from './tusImport.ts';
import type { TusStore } from './tusStore.ts';

/** The web request the tus server's hooks see. */
type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/** Who sends a request the tus server handles, and the upload it names (checked by the route). */
interface Sender {
  ownerId: string;
  uploadId?: string;
  requestId: string;
  log: FastifyBaseLogger;
}

// The hooks see a web request; srvx keeps the Node request it was made of (README of @tus/server).
const senders = new WeakMap<object, Sender>();
const senderOf = (req: TusRequest) => senders.get(req.runtime?.node?.req ?? {});

// tus answers errors as text; the api answers them with its JSON error body.
class JsonErrorServer extends Server {
  override async write(context: CancellationContext, headers: Headers, status: number, body = '') {
    if (status < 400) return super.write(context, headers, status, body);
    const answer = errorBody(status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    // tus 1.0 §"Tus-Resumable": a version the server does not speak is 412 with Tus-Version.
    if (answer.status === 412) headers.set('Tus-Version', TUS_RESUMABLE);
    return super.write(context, headers, answer.status, JSON.stringify(answer.body));
  }
}

export interface TusServerOptions {
  /** The URL path of the uploads (`/api/stickerei/uploads`). */
  path: string;
  /** Largest upload (MAX_ARCHIVE_BYTES). */
  maxBytes: number;
  store: TusStore;
}

/**
 * The tus 1.0 server of resumable archive uploads (docs/imports.md "Resumable uploads"): an
 * upload's id is a uuid and the id of its import, which is `receiving` from the creation on and
 * takes the archive over once the last byte is there (tusImport.ts).
 */
export function createTusServer(app: FastifyInstance, opts: TusServerOptions): Server {
  return new JsonErrorServer({
    path: opts.path,
    datastore: opts.store.datastore,
    maxSize: opts.maxBytes,
    relativeLocation: true,
    // One origin (the site is served by the api): no CORS headers.
    allowedOrigins: [],
    namingFunction: () => randomUUID(),
    getFileIdFromRequest: (req) => senderOf(req)?.uploadId,
    onUploadCreate: async (req, upload) => {
      const sender = senderOf(req);
      if (!sender) throw new Error('a resumable upload arrived without its sender');
      await startUpload(app, upload, sender.ownerId);
      return {};
    },
    // A termination that passed the protocol's checks: the import fails as cancelled, then tus
    // removes the bytes.
    onIncomingRequest: async (req, id) => {
      if (req.method === 'DELETE') await cancelUpload(app, id);
    },
    onUploadFinish: async (_req, upload) => {
      await finishUpload(app, opts.store, upload.id);
      return { headers: { 'Upload-Import-Id': upload.id } };
    },
    onResponseError: (req, error) => {
      const answer = tusErrorAnswer(error, opts.maxBytes);
      if (answer) return answer;
      const sender = senderOf(req);
      (sender?.log ?? app.log).error({ err: error }, 'resumable upload failed');
      return {
        status_code: 500,
        body: `Something went wrong on our side (request ${sender?.requestId ?? 'unknown'}). Please try again.`,
      };
    },
  });
}

/**
 * Hands the request to the tus server, which reads the body and answers itself; `uploadId` is
 * the id the route checked (none for a creation).
 * @throws HttpError 400 for a header value no HTTP request can carry (before tus answers)
 */
export async function handleTus(
  server: Server,
  request: FastifyRequest,
  reply: FastifyReply,
  sender: { ownerId: string; uploadId?: string },
): Promise<void> {
  // HTTP header values are bytes (Latin-1); the web request tus reads cannot hold more.
  const [name] =
    Object.entries(request.headers).find(([, value]) =>
      [value ?? ''].flat().some((text) => /[\u0100-\uffff]/.test(text)),
    ) ?? [];
  if (name) throw badRequest(`The ${name} header holds characters beyond Latin-1.`);
  senders.set(request.raw, { ...sender, requestId: request.id, log: request.log });
  reply.hijack();
  try {
    await server.handle(request.raw, reply.raw);
  } catch (error) {
    request.log.error({ err: error }, 'resumable upload failed');
    if (reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    const message = `Something went wrong on our side (request ${request.id}). Please try again.`;
    reply.raw
      .writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ message, code: 'INTERNAL_ERROR' }));
  }
}
