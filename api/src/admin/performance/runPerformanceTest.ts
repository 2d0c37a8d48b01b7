import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  PerformanceScenario,
  PerformanceTestRun,
  ScenarioResult,
} from '@stickerei/shared/domain';
import type { Queryable } from '../../lib/db.ts';
import type { OperationReporter } from '../operations/operationRunner.ts';
import { summarise } from './latencyStats.ts';
import { insertRun } from './performanceRuns.ts';
import {
  scenarioData,
  scenarioRequest,
  type ScenarioData,
  type ScenarioRequest,
} from './scenarios.ts';

export interface RunOptions {
  scenarios: PerformanceScenario[];
  iterations: number;
  concurrency: number;
  createdBy: string;
}

interface Measured {
  latencies: number[];
  errors: number;
  firstError: string | null;
  wallMs: number;
}

async function measure(
  app: FastifyInstance,
  requests: ScenarioRequest[],
  concurrency: number,
  onDone: () => void,
): Promise<Measured> {
  const out: Measured = { latencies: [], errors: 0, firstError: null, wallMs: 0 };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: request.url });
      out.latencies.push(performance.now() - started);
      if (response.statusCode >= 400) {
        out.errors++;
        out.firstError ??= `${response.statusCode} ${request.url}: ${response.body.slice(0, 200)}`;
      }
      onDone();
      // Between requests the api's own I/O (the progress stream, other callers) gets its turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  out.wallMs = performance.now() - started;
  return out;
}

function resultOf(scenario: PerformanceScenario, m: Measured): ScenarioResult {
  return {
    scenario,
    requests: m.latencies.length,
    errors: m.errors,
    firstError: m.firstError,
    ...summarise(m.latencies),
    throughput: Math.round((m.latencies.length / Math.max(m.wallMs, 1)) * 1000 * 10) / 10,
  };
}

/**
 * The run's own traces in the event log are removed: the anonymous `search` and `view` events
 * its requests made (matched by their filters and design ids), so analytics stay the users'.
 */
async function removeOwnEvents(
  db: Queryable,
  afterId: number,
  requests: ScenarioRequest[],
  d: ScenarioData,
) {
  const searches = [
    ...new Map(
      requests.flatMap((r) => (r.search ? [[JSON.stringify(r.search), r.search]] : [])),
    ).values(),
  ];
  await db.query(
    `DELETE FROM event WHERE id > $1 AND user_id IS NULL AND type = 'view' AND payload ->> 'designId' = ANY($2)`,
    [afterId, d.designIds],
  );
  for (const s of searches) {
    await db.query(
      `DELETE FROM event WHERE id > $1 AND user_id IS NULL AND type = 'search'
         AND payload -> 'filters' @> $2::jsonb AND coalesce(payload ->> 'q', '') = $3`,
      [afterId, JSON.stringify(s.filters), s.q],
    );
  }
}

async function dataSize(db: Queryable, kind: 'pglite' | 'postgres') {
  const { rows } = await db.query<{ library: number; test: number }>(
    // The library total is kept by the facet triggers (migration 012); counting 10⁶ rows is not.
    `SELECT coalesce((SELECT count FROM library_facet_count WHERE facet = 'total' AND value = ''), 0) AS library,
       (SELECT count(*) FROM design WHERE is_test_data) AS test`,
  );
  return {
    libraryDesigns: Number(rows[0]?.library ?? 0),
    testDesigns: Number(rows[0]?.test ?? 0),
    database: kind,
  };
}

/**
 * Runs the battery through the api itself (app.inject: routes, validation, serialisation and
 * the database, without a network) and stores the run.
 */
export async function runPerformanceTest(
  app: FastifyInstance,
  options: RunOptions,
  reporter: OperationReporter,
): Promise<PerformanceTestRun> {
  const started = performance.now();
  const data = await scenarioData(app.db);
  const { rows } = await app.db.query<{ id: number }>(
    'SELECT coalesce(max(id), 0) AS id FROM event',
  );
  const before = Number(rows[0]?.id ?? 0);
  const total = options.scenarios.length * options.iterations;
  let done = 0;
  const results: ScenarioResult[] = [];
  const made: ScenarioRequest[] = [];
  for (const scenario of options.scenarios) {
    if (reporter.signal.aborted) throw new Error('Stopped: the api is shutting down.');
    const requests = Array.from({ length: options.iterations }, (_, i) =>
      scenarioRequest(scenario, data, i),
    );
    made.push(...requests);
    const measured = await measure(app, requests, options.concurrency, () => {
      done++;
      void reporter.progress((100 * done) / total, scenario);
    });
    results.push(resultOf(scenario, measured));
  }
  await removeOwnEvents(app.db, before, made, data);
  const run: PerformanceTestRun = {
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    createdBy: options.createdBy,
    parameters: {
      scenarios: options.scenarios,
      iterations: options.iterations,
      concurrency: options.concurrency,
    },
    dataSize: await dataSize(app.db, app.db.kind),
    durationMs: Math.round(performance.now() - started),
    results,
  };
  await insertRun(app.db, run);
  return run;
}
