import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { badRequest, forbidden } from '../../lib/httpError.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { StoredJobEvent } from '../../plugins/jobEvents.ts';
import { errorRef } from '../../lib/schemas.ts';

export interface StreamRoutesOptions {
  /** Seconds between keep-alive comments (proxies drop silent connections). */
  keepAliveSeconds: number;
}

const REPLAY_BATCH = 500;
// A client this far behind is disconnected; it reconnects with Last-Event-ID and replays.
const MAX_BUFFERED_BYTES = 1024 * 1024;

function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return null;
  if (!/^\d{1,15}$/.test(value))
    throw badRequest('Last-Event-ID must be an event id from this stream.');
  return Number(value);
}

const acceptsEventStream = (accept: string | undefined) =>
  accept !== undefined && /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept);

// An event goes to every stream that follows its owner: format it once.
const frames = new WeakMap<StoredJobEvent, string>();
function frame(event: StoredJobEvent): string {
  let text = frames.get(event);
  if (text === undefined) {
    text = `id: ${event.seq}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`;
    frames.set(event, text);
  }
  return text;
}

/** One open stream: sends events in order, each once (ids only go up). */
function openStream(res: ServerResponse, startSeq: number) {
  let lastSent = startSeq;
  let live = false;
  const held: StoredJobEvent[] = [];
  const write = (text: string) => {
    if (res.writableEnded) return;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) res.end();
  };
  const send = (event: StoredJobEvent) => {
    if (event.seq <= lastSent) return;
    lastSent = event.seq;
    write(frame(event));
  };
  return {
    write,
    send,
    /** Live events wait until the replay is sent. */
    onLive: (event: StoredJobEvent) => (live ? send(event) : held.push(event)),
    goLive: () => {
      live = true;
      held.sort((a, b) => a.seq - b.seq).forEach(send);
      held.length = 0;
    },
    get lastSent() {
      return lastSent;
    },
  };
}

/**
 * `GET /api/stream/processing-jobs` (DESIGN.md §5): server-sent events of the caller's jobs
 * (an admin's with `all=1`: every job). Each `job` event carries its `job_event` number as id;
 * a client reconnecting with Last-Event-ID first receives everything after it, then live events.
 */
export default async function streamRoutes(app: FastifyInstance, opts: StreamRoutesOptions) {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get<{ Querystring: { all?: '1' | '0' | 'true' | 'false' } }>(
    '/stream/processing-jobs',
    {
      config: { access: 'user' },
      schema: {
        tags: ['stream'],
        summary: 'Live processing-job updates (text/event-stream)',
        description:
          'Send `Accept: text/event-stream`. Events: `ready` (id = where the stream starts), `job` (data: JobEvent), `import` (data: an import with its counters, a few per second while it runs). Reconnect with `Last-Event-ID` to receive what was missed.',
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          properties: {
            all: {
              type: 'string',
              enum: ['1', '0', 'true', 'false'],
              description: 'ADMIN: every job',
            },
          },
          additionalProperties: false,
        },
        response: {
          200: { description: 'An event stream', content: { 'text/event-stream': { schema: {} } } },
          400: errorRef,
          401: errorRef,
          403: errorRef,
        },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const all = request.query.all === '1' || request.query.all === 'true';
      if (all && !caller.groups.includes('ADMIN')) {
        throw forbidden('Only administrators may follow every job (all=1).');
      }
      if (!acceptsEventStream(request.headers.accept)) {
        throw badRequest('This is an event stream: request it with "Accept: text/event-stream".');
      }
      const owner = all ? null : caller.userId;
      const resumeFrom = lastEventId(request.headers['last-event-id']);
      // Where the stream starts is fixed before listening: anything newer is replayed or live.
      // An id beyond the newest event comes from another history (a reset database): start now.
      const latest = await app.jobEvents.latestSeq();
      const start = resumeFrom !== null && resumeFrom <= latest ? resumeFrom : latest;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const stream = openStream(res, start);
      const unsubscribe = app.jobEvents.subscribe(owner, stream.onLive);
      const keepAlive = setInterval(
        () => stream.write(': keep-alive\n\n'),
        opts.keepAliveSeconds * 1000,
      );
      open.add(res);
      res.on('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
        open.delete(res);
      });
      stream.write(`retry: 3000\nid: ${start}\nevent: ready\ndata: {}\n\n`);
      try {
        for (;;) {
          const batch = await app.jobEvents.replay(owner, stream.lastSent, REPLAY_BATCH);
          batch.forEach(stream.send);
          if (batch.length < REPLAY_BATCH) break;
        }
      } catch (error) {
        request.log.error({ err: error }, 'event stream replay failed');
        res.end();
        return;
      }
      stream.goLive();
    },
  );
}
