import fp from 'fastify-plugin';
import type { ImportEvent, JobEvent } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';

/** What an event is about: a processing job, or an import's counters (stream event names). */
export type EventKind = 'job' | 'import';

/** A job event as stored in `job_event`: its number, whose job it is, and what the stream sends. */
export type StoredJobEvent = { seq: number; ownerId: string } & (
  { kind: 'job'; data: JobEvent } | { kind: 'import'; data: ImportEvent }
);

type PendingEvent = { ownerId: string } & (
  { kind: 'job'; data: JobEvent } | { kind: 'import'; data: ImportEvent }
);

export type JobEventListener = (event: StoredJobEvent) => void;

/**
 * Adds an event to the surrounding transaction; it is stored and delivered with the commit.
 * `emit(owner, jobEvent)`, or `emit(owner, importEvent, 'import')`.
 */
export interface EmitJobEvent {
  (ownerId: string, data: JobEvent): void;
  (ownerId: string, data: ImportEvent, kind: 'import'): void;
}

/** Live job updates (DESIGN.md §3): stored, numbered, delivered to every api instance. */
export interface JobEvents {
  /**
   * Runs `fn` in a transaction. Events it emits are inserted at the end of that transaction and
   * delivered once it commits: in this process on PGlite, through NOTIFY on a Postgres server
   * (every instance, this one included, delivers what it hears).
   */
  transaction<T>(fn: (tx: Queryable, emit: EmitJobEvent) => Promise<T>): Promise<T>;
  /** Live events of one owner's jobs, or of every job when `ownerId` is null. */
  subscribe(ownerId: string | null, listener: JobEventListener): () => void;
  /** Stored events after `afterSeq`, oldest first. */
  replay(ownerId: string | null, afterSeq: number, limit: number): Promise<StoredJobEvent[]>;
  /** The newest event number (0 when there is none). */
  latestSeq(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobEvents: JobEvents;
  }
}

export const JOB_EVENT_CHANNEL = 'stickerei_job_events';
// Taken just before the events are numbered and held until commit, so numbers are handed out
// in commit order: a stream that has seen event n has seen every event before n.
const NUMBERING_LOCK = 727_275;
// pg_notify refuses payloads of 8000 bytes; a longer event is announced by number only.
const MAX_NOTIFY_PAYLOAD = 7000;

interface EventRow {
  seq: number;
  owner_id: string;
  kind: EventKind;
  data: JobEvent | ImportEvent;
}

const fromRow = (row: EventRow): StoredJobEvent =>
  ({
    seq: Number(row.seq),
    ownerId: row.owner_id,
    kind: row.kind,
    data: row.data,
  }) as StoredJobEvent;

/** `app.jobEvents`. */
export default fp(
  async (app) => {
    const byOwner = new Map<string, Set<JobEventListener>>();
    const everyone = new Set<JobEventListener>();
    const isServer = app.db.kind === 'postgres';

    // The newest event delivered here, so a reconnected LISTEN can catch up without gaps, and
    // the recent ones, so an event heard twice (catch-up racing a notification) goes out once.
    let lastSeq = 0;
    const recent = new Set<number>();
    const deliver = (event: StoredJobEvent) => {
      if (isServer) {
        if (recent.has(event.seq)) return;
        recent.add(event.seq);
        if (recent.size > 10_000) recent.delete(recent.values().next().value as number);
      }
      lastSeq = Math.max(lastSeq, event.seq);
      for (const listener of byOwner.get(event.ownerId) ?? []) listener(event);
      for (const listener of everyone) listener(event);
    };

    const loadEvent = async (seq: number) => {
      const { rows } = await app.db.query<EventRow>(
        'SELECT seq, owner_id, kind, data FROM job_event WHERE seq = $1',
        [seq],
      );
      return rows[0] ? fromRow(rows[0]) : null;
    };

    // After the LISTEN connection came back: deliver what other instances sent meanwhile.
    const catchUp = async () => {
      const { rows } = await app.db.query<EventRow>(
        'SELECT seq, owner_id, kind, data FROM job_event WHERE seq > $1 ORDER BY seq',
        [lastSeq],
      );
      for (const row of rows) deliver(fromRow(row));
    };

    if (isServer) {
      const { rows } = await app.db.query<{ seq: number | null }>(
        'SELECT max(seq) AS seq FROM job_event',
      );
      lastSeq = Number(rows[0]?.seq ?? 0);
      const stop = await app.db.listen(
        JOB_EVENT_CHANNEL,
        (payload) => {
          const message = JSON.parse(payload) as Partial<StoredJobEvent> & { seq: number };
          if (message.data && message.ownerId) deliver(message as StoredJobEvent);
          else
            void loadEvent(message.seq).then(
              (event) => event && deliver(event),
              (error: unknown) => app.log.error({ err: error }, 'could not load a job event'),
            );
        },
        () =>
          void catchUp().catch((error: unknown) =>
            app.log.error({ err: error }, 'could not catch up on job events'),
          ),
      );
      app.addHook('onClose', async () => stop());
    }

    const store = async (tx: Queryable, pending: PendingEvent[]) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [NUMBERING_LOCK]);
      const stored: StoredJobEvent[] = [];
      for (const item of pending) {
        const { rows } = await tx.query<{ seq: number }>(
          'INSERT INTO job_event (job_id, owner_id, kind, data) VALUES ($1, $2, $3, $4) RETURNING seq',
          [item.data.id, item.ownerId, item.kind, JSON.stringify(item.data)],
        );
        const event = { ...item, seq: Number(rows[0]!.seq) } as StoredJobEvent;
        stored.push(event);
        if (isServer) {
          let payload = JSON.stringify(event);
          if (payload.length > MAX_NOTIFY_PAYLOAD) payload = JSON.stringify({ seq: event.seq });
          await tx.query('SELECT pg_notify($1, $2)', [JOB_EVENT_CHANNEL, payload]);
        }
      }
      return stored;
    };

    const jobEvents: JobEvents = {
      async transaction(fn) {
        let stored: StoredJobEvent[] = [];
        const result = await app.db.transaction(async (tx) => {
          const pending: PendingEvent[] = [];
          const emit = ((ownerId: string, data: JobEvent | ImportEvent, kind: EventKind = 'job') =>
            void pending.push({ ownerId, kind, data } as PendingEvent)) as EmitJobEvent;
          const value = await fn(tx, emit);
          if (pending.length > 0) stored = await store(tx, pending);
          return value;
        });
        if (!isServer) stored.forEach(deliver);
        return result;
      },
      subscribe(ownerId, listener) {
        let set = everyone;
        if (ownerId !== null) {
          set = byOwner.get(ownerId) ?? new Set();
          byOwner.set(ownerId, set);
        }
        set.add(listener);
        return () => {
          set.delete(listener);
          if (ownerId !== null && set.size === 0) byOwner.delete(ownerId);
        };
      },
      async replay(ownerId, afterSeq, limit) {
        const { rows } =
          ownerId === null
            ? await app.db.query<EventRow>(
                'SELECT seq, owner_id, kind, data FROM job_event WHERE seq > $1 ORDER BY seq LIMIT $2',
                [afterSeq, limit],
              )
            : await app.db.query<EventRow>(
                `SELECT seq, owner_id, kind, data FROM job_event WHERE owner_id = $1 AND seq > $2
                 ORDER BY seq LIMIT $3`,
                [ownerId, afterSeq, limit],
              );
        return rows.map(fromRow);
      },
      async latestSeq() {
        const { rows } = await app.db.query<{ seq: number | null }>(
          'SELECT max(seq) AS seq FROM job_event',
        );
        return Number(rows[0]?.seq ?? 0);
      },
    };
    app.decorate('jobEvents', jobEvents);
  },
  { name: 'jobEvents', dependencies: ['db'] },
);
