import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createOperationRunner } from '../admin/operations/operationRunner.ts';
import { HttpError } from '../lib/httpError.ts';
import { demoLibraryWanted } from '../demo/demoState.ts';
import { fillDemoLibrary } from '../demo/fillDemoLibrary.ts';

export interface DemoLibraryOptions {
  demo: Config['demo'];
  jobs: Config['jobs'];
}

/** Who started a fill that no admin started: the api itself. */
export const SYSTEM_USER = 'system';

/**
 * The demo library (docs/demo-library.md): with DEMO_LIBRARY=1 an instance that processes jobs
 * fills an empty library once, in the background, as the `demo-library` operation; the api
 * answers from the first moment and the library fills as designs are processed.
 */
export default fp<DemoLibraryOptions>(
  async (app, opts) => {
    if (!opts.demo.enabled || !app.jobs.working) return;
    const runner = createOperationRunner({ db: app.db, jobEvents: app.jobEvents, log: app.log });
    const start = async () => {
      if (!(await demoLibraryWanted(app.db))) return;
      try {
        const { operation, finished } = await runner.start(
          { kind: 'demo-library', parameters: {}, createdBy: SYSTEM_USER },
          (reporter) =>
            fillDemoLibrary(
              {
                db: app.db,
                storage: app.storage,
                log: app.log,
                corpusDir: opts.demo.corpusDir,
                jobs: opts.jobs,
              },
              reporter,
            ),
        );
        app.log.info({ operation: operation.id }, 'filling the demo library');
        void finished.then((op) =>
          app.log.info({ operation: op.id, state: op.state, result: op.result }, 'demo library'),
        );
      } catch (error) {
        // Another instance is filling it (409): nothing to do here.
        if (error instanceof HttpError && error.statusCode === 409) return;
        throw error;
      }
    };
    app.addHook('onReady', async () => {
      // Not awaited: a start must not wait for the designs.
      void start().catch((error: unknown) =>
        app.log.error({ err: error }, 'could not start the demo library'),
      );
    });
    app.addHook('preClose', () => runner.close());
  },
  { name: 'demoLibrary', dependencies: ['db', 'storage', 'jobEvents', 'jobs'] },
);
