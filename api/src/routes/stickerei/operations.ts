import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  DELETE_CONFIRMATIONS,
  PERFORMANCE_LIMITS,
  type DeleteDataInput,
  type JobsCleanupInput,
  type PerformanceTestInput,
  type PerformanceTestRun,
  type SetupTestDataInput,
} from '@stickerei/shared/domain';
import { deleteData } from '../../admin/database/deleteData.ts';
import { cleanupJobs } from '../../admin/database/jobsCleanup.ts';
import { tableStats } from '../../admin/database/tableStats.ts';
import { findOperation } from '../../admin/operations/operationRepository.ts';
import { createOperationRunner } from '../../admin/operations/operationRunner.ts';
import { listRuns } from '../../admin/performance/performanceRuns.ts';
import { runPerformanceTest } from '../../admin/performance/runPerformanceTest.ts';
import {
  adminErrors,
  cleanupBody,
  cleanupResponse,
  deleteBody,
  deleteResponse,
  errorRef,
  operationResponse,
  performanceBody,
  performanceRun,
  security,
  setupBody,
  tablesResponse,
} from '../../admin/schemas.ts';
import { setupTestData } from '../../admin/testData/setupTestData.ts';
import { badRequest, notFound } from '../../lib/httpError.ts';
import { requireCaller } from '../../plugins/auth.ts';

const tags = ['operations'];
const config = { access: 'admin' } as const;

/**
 * Database operations and performance tests under `/api/stickerei` (ADMIN, DESIGN.md §8):
 * test data, deleting data, the jobs clean-up, table sizes and the performance battery.
 */
export default async function operationRoutes(app: FastifyInstance) {
  const runner = createOperationRunner({ db: app.db, jobEvents: app.jobEvents, log: app.log });
  app.addHook('preClose', () => runner.close());

  app.get(
    '/stickerei/database-tables',
    {
      config,
      schema: {
        tags,
        summary: 'Row counts and sizes of the tables (large tables: the planner’s estimate)',
        security,
        response: { 200: tablesResponse, 401: errorRef, 403: errorRef },
      },
    },
    async () => tableStats(app.db),
  );

  app.post<{ Body: SetupTestDataInput }>(
    '/stickerei/setup-test-data',
    {
      config,
      schema: {
        tags,
        summary: 'Start adding N library test designs made of generated embroidery motifs',
        description:
          'Answers 202 with the operation; its progress goes out on /api/stream/processing-jobs?all=1 as job events with the operation id, and GET /api/stickerei/operations/{id} tells where it is. 409 while another runs.',
        security,
        body: setupBody,
        response: { 202: operationResponse, ...adminErrors, 409: errorRef },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { count, seed = randomInt(2 ** 31 - 1), operationId } = request.body;
      const { operation, finished } = await runner.start(
        {
          kind: 'setup-test-data',
          id: operationId,
          parameters: { count, seed },
          createdBy: caller.userId,
        },
        (reporter) =>
          setupTestData(
            { db: app.db, storage: app.storage, log: app.log },
            { count, seed },
            reporter,
          ),
      );
      // The load goes on after the 202: its end is a second audit entry (docs/audit.md).
      app.audit.followCompletion(request, finished);
      return reply.code(202).send(operation);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/stickerei/operations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A database operation: state, progress, result or error',
        security,
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', format: 'uuid' } },
        },
        response: { 200: operationResponse, ...adminErrors, 404: errorRef },
      },
    },
    async (request) => {
      const operation = await findOperation(app.db, request.params.id);
      if (!operation) throw notFound('No operation with this id.');
      return operation;
    },
  );

  app.post<{ Body: DeleteDataInput }>(
    '/stickerei/delete-data',
    {
      config,
      schema: {
        tags,
        summary:
          'Delete test designs, the demo designs, or every design, behind a typed confirmation',
        description: `scope "test" needs confirm "${DELETE_CONFIRMATIONS.test}", scope "demo" (the demo library) needs "${DELETE_CONFIRMATIONS.demo}", scope "all" needs "${DELETE_CONFIRMATIONS.all}". Users, events, campaigns, authors and performance runs are kept.`,
        security,
        body: deleteBody,
        response: { 200: deleteResponse, ...adminErrors },
      },
    },
    async (request) => {
      const { scope, confirm } = request.body;
      if (confirm !== DELETE_CONFIRMATIONS[scope]) {
        throw badRequest(`To delete, send confirm "${DELETE_CONFIRMATIONS[scope]}" exactly.`, {
          field: 'confirm',
        });
      }
      return deleteData({ db: app.db, storage: app.storage }, scope);
    },
  );

  app.post<{ Body: Required<JobsCleanupInput> }>(
    '/stickerei/manual-processing-jobs-cleanup',
    {
      config,
      schema: {
        tags,
        summary: 'Retry or remove stuck and failed processing jobs, with a report',
        security,
        body: cleanupBody,
        response: { 200: cleanupResponse, ...adminErrors },
      },
    },
    async (request) =>
      cleanupJobs(
        {
          jobEvents: app.jobEvents,
          storage: app.storage,
          enqueue: (ids) => app.jobs.enqueueUploads(ids),
        },
        request.body,
      ),
  );

  app.post<{ Body: PerformanceTestInput }>(
    '/stickerei/run-performance-test',
    {
      config,
      schema: {
        tags,
        summary: 'Run the performance battery and store the run',
        description: `Scenarios × iterations at most ${PERFORMANCE_LIMITS.maxRequests}. Answers when done; progress goes out on the event stream under operationId.`,
        security,
        body: performanceBody,
        response: { 200: performanceRun, ...adminErrors, 409: errorRef },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { scenarios, iterations, concurrency, operationId } = request.body;
      if (scenarios.length * iterations > PERFORMANCE_LIMITS.maxRequests) {
        throw badRequest(
          `Scenarios × iterations may be at most ${PERFORMANCE_LIMITS.maxRequests}: choose fewer iterations.`,
        );
      }
      const outcome: { run?: PerformanceTestRun } = {};
      const { finished } = await runner.start(
        {
          kind: 'run-performance-test',
          id: operationId,
          parameters: { scenarios, iterations, concurrency },
          createdBy: caller.userId,
        },
        async (reporter) => {
          const run = await runPerformanceTest(
            app,
            { scenarios, iterations, concurrency, createdBy: caller.userId },
            reporter,
          );
          outcome.run = run;
          return { runId: run.id };
        },
      );
      const ended = await finished;
      if (!outcome.run) throw new Error(ended.error ?? 'The performance test failed.');
      return outcome.run;
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/stickerei/performance-tests',
    {
      config,
      schema: {
        tags,
        summary: 'Stored performance-test runs, newest first',
        security,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['items'],
            properties: { items: { type: 'array', items: performanceRun } },
          },
          ...adminErrors,
        },
      },
    },
    async (request) => ({ items: await listRuns(app.db, request.query.limit) }),
  );
}
