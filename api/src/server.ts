import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { app } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(78);
  }
  throw error;
}

const server = Fastify({
  logger: { level: config.logLevel },
  // X-Forwarded-* only from the proxies TRUST_PROXY names (docs/security.md).
  trustProxy: config.trustProxy,
  bodyLimit: 2 * 1024 * 1024,
  // A new PGlite data folder takes seconds to create on a busy machine.
  pluginTimeout: 120_000,
  // Ids unique across instances and restarts, so an audit entry or a log line names one request
  // (Fastify's default counts req-1, req-2, … afresh in every process).
  genReqId: () => randomUUID(),
});
await server.register(app, { config });

const shutdown = async (signal: string) => {
  server.log.info({ signal }, 'shutting down');
  await server.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

if (config.mode === 'worker') {
  // A worker only runs jobs: no http port, so several can run beside the web instances.
  await server.ready();
  server.log.info('job worker running (API_MODE=worker); no http port opened');
} else {
  await server.listen({ host: config.host, port: config.port });
}
