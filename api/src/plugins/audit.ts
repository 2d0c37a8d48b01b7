import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AuditOutcome } from '@stickerei/shared/domain';
import { inputSummary } from '../audit/inputSummary.ts';
import { createAuditWriter, type AuditWriter } from '../audit/auditWriter.ts';
import type { NewAuditEntry } from '../audit/auditRepository.ts';

/** What a request's background work reports when it ends (an admin operation). */
export interface BackgroundEnd {
  id: string;
  state: string;
  error: string | null;
  result?: unknown;
}

export interface AuditTrail {
  /**
   * Records the end of background work `request` started, as a second entry of the same action
   * (phase completion): outcome ok when it ended `done`, else failed with its error.
   */
  followCompletion(request: FastifyRequest, finished: Promise<BackgroundEnd>): void;
  /** Waits for entries still being written (the list does, so an admin sees their own action). */
  flush(): Promise<void>;
  /** The actions of every audited route, sorted. */
  actions(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditTrail;
  }
}

/** Methods that change data; an admin route with one of them is audited. */
const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Longest error text kept in an entry. */
const MAX_ERROR = 1000;

/** `campaign.delete-associated-author` from `/api/campaign/delete-associated-author/:id`. */
export function actionOf(url: string): string {
  return url
    .split('/')
    .filter((part) => part !== '' && part !== 'api' && !part.startsWith(':'))
    .join('.');
}

interface RequestState {
  startedAt: number;
  status?: number;
  error?: string;
  /** The id of what the answer created or started, when the URL names none. */
  answeredId?: string;
  sent: boolean;
  aborted: boolean;
  recorded: boolean;
}

function targetOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const value = params.id ?? Object.values(params)[0];
  return typeof value === 'string' && value !== '' ? value : null;
}

// A small JSON answer as an object, else null (files, streams, big lists are not read).
function jsonAnswer(payload: unknown, reply: FastifyReply): Record<string, unknown> | null {
  if (typeof payload !== 'string' || payload.length > 100_000) return null;
  if (!String(reply.getHeader('content-type') ?? '').includes('json')) return null;
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null; // not JSON after all: nothing to read from it
  }
}

function routeHooks(writer: AuditWriter) {
  const states = new WeakMap<FastifyRequest, RequestState>();
  const stateOf = (request: FastifyRequest, reply?: FastifyReply) => {
    let state = states.get(request);
    if (!state) {
      const elapsed = reply?.elapsedTime ?? 0;
      state = { startedAt: Date.now() - elapsed, sent: false, aborted: false, recorded: false };
      states.set(request, state);
    }
    return state;
  };

  function record(request: FastifyRequest, state: RequestState, outcome: AuditOutcome) {
    state.recorded = true;
    // An anonymous or badly signed request never reached the action: nobody to name.
    if (!request.caller || !CHANGING.has(request.method)) return;
    const url = request.routeOptions.url ?? request.url;
    writer.write({
      at: new Date(state.startedAt),
      actorId: request.caller.userId,
      action: actionOf(url),
      method: request.method,
      route: url,
      targetId: targetOf(request) ?? state.answeredId ?? null,
      summary: inputSummary(request.body, request.headers['content-type']),
      requestId: String(request.id),
      phase: 'request',
      outcome,
      status: state.status ?? null,
      error: state.error ?? null,
      durationMs: Math.round(Date.now() - state.startedAt),
    });
  }

  function markAborted(request: FastifyRequest, state: RequestState) {
    state.aborted = true;
    // Not answered yet: onSend records when the action ends.
    if (state.sent && !state.recorded) record(request, state, 'aborted');
  }

  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const state = stateOf(request, reply);
      // The connection closed before the answer was written: the client left (Node sets
      // req.aborted, and so Fastify's onRequestAbort, only while a body is still arriving).
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) markAborted(request, state);
      });
    },
    onError: async (request: FastifyRequest, reply: FastifyReply, error: Error) => {
      stateOf(request, reply).error = error.message.slice(0, MAX_ERROR);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const state = stateOf(request, reply);
      state.sent = true;
      state.status = reply.statusCode;
      const answer = jsonAnswer(payload, reply);
      const { id, message } = answer ?? {};
      // The id of what the answer created or started (an author, an operation).
      if (reply.statusCode < 400 && (typeof id === 'string' || typeof id === 'number'))
        state.answeredId = String(id);
      // A refusal is recorded as the admin read it; a 5xx keeps the error behind the generic text.
      if (reply.statusCode < 500 && typeof message === 'string' && reply.statusCode >= 400)
        state.error = message.slice(0, MAX_ERROR);
      // The client left while the action ran: this is its outcome, and no response will finish.
      if (state.aborted && !state.recorded) record(request, state, 'aborted');
      return payload;
    },
    onRequestAbort: async (request: FastifyRequest) => {
      markAborted(request, stateOf(request));
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      const state = stateOf(request, reply);
      state.status = reply.statusCode;
      if (!state.recorded) record(request, state, reply.statusCode < 400 ? 'ok' : 'failed');
    },
  };
}

type HookName = 'onRequest' | 'onError' | 'onSend' | 'onRequestAbort' | 'onResponse';

function appendHook(route: RouteOptions, name: HookName, hook: unknown) {
  const existing = route[name] as unknown;
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as unknown as Record<HookName, unknown>)[name] = [...list, hook];
}

/**
 * The audit trail (docs/audit.md): every admin route (`config.access: 'admin'`) whose method
 * changes data gets hooks that record, after the answer, who (sub; e-mail from app_user), what
 * (action from the route, target id, a safe input summary), when, the request id and the outcome
 * (status; ok, failed with the error, or aborted when the client left). Routes added after this
 * plugin are covered without doing anything.
 */
export default fp(
  async (app) => {
    const writer = createAuditWriter(app.db, app.log);
    const hooks = routeHooks(writer);
    const actions = new Set<string>();
    app.addHook('onRoute', (route) => {
      if (route.config?.access !== 'admin') return;
      const methods = [route.method].flat().filter((m) => CHANGING.has(m));
      if (methods.length === 0) return;
      actions.add(actionOf(route.url));
      for (const name of Object.keys(hooks) as HookName[]) appendHook(route, name, hooks[name]);
    });
    app.addHook('onClose', () => writer.flush());

    app.decorate<AuditTrail>('audit', {
      followCompletion(request, finished) {
        const started = Date.now();
        const url = request.routeOptions.url ?? request.url;
        const base = {
          actorId: request.caller?.userId ?? null,
          action: actionOf(url),
          method: request.method,
          route: url,
          requestId: String(request.id),
          phase: 'completion' as const,
          status: null,
        };
        const end = (entry: Pick<NewAuditEntry, 'targetId' | 'summary' | 'outcome' | 'error'>) =>
          writer.write({
            ...base,
            ...entry,
            at: new Date(),
            durationMs: Date.now() - started,
          });
        finished.then(
          (done) =>
            end({
              targetId: done.id,
              summary: inputSummary(done.result ?? null, undefined),
              outcome: done.state === 'done' ? 'ok' : 'failed',
              error: done.error?.slice(0, MAX_ERROR) ?? null,
            }),
          (error: unknown) =>
            end({
              targetId: null,
              summary: null,
              outcome: 'failed',
              error: (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR),
            }),
        );
      },
      flush: () => writer.flush(),
      actions: () => [...actions].sort(),
    });
  },
  { name: 'audit', dependencies: ['db'] },
);
