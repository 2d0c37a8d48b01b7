import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Db } from './lib/db.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import compressionPlugin from './plugins/compression.ts';
import errorsPlugin from './plugins/errors.ts';
import securityHeaders from './plugins/securityHeaders.ts';
import staticSite from './plugins/staticSite.ts';
import storagePlugin, { type Storage } from './plugins/storage.ts';
import strictInput from './plugins/strictInput.ts';
import { cognitoProxy } from './plugins/cognitoProxy.ts';
import healthRoutes from './routes/health/index.ts';
import configRoutes from './routes/config/index.ts';
import userRoutes from './routes/user/index.ts';
import lambdaShim from './routes/lambda/index.ts';
import authPlugin from './plugins/auth.ts';
import rateLimitsPlugin from './plugins/rateLimits.ts';
import auditPlugin from './plugins/audit.ts';
import auditRoutes from './routes/admin/audit.ts';
import previewsPlugin from './plugins/previews.ts';
import libraryRoutes from './routes/stickerei/index.ts';
import jobEventsPlugin from './plugins/jobEvents.ts';
import jobsPlugin from './plugins/jobs.ts';
import quotasPlugin from './plugins/quotas.ts';
import demoLibraryPlugin from './plugins/demoLibrary.ts';
import uploadRoutes from './routes/stickerei/uploads.ts';
import fileRoutes from './routes/stickerei/files.ts';
import tusUploadRoutes from './routes/stickerei/tusUploads.ts';
import importRoutes from './routes/stickerei/imports.ts';
import streamRoutes from './routes/stream/index.ts';
import sponsoredSchedule from './campaigns/sponsoredSchedule.ts';
import campaignRoutes from './routes/campaign/index.ts';
import adminRoutes from './routes/admin/index.ts';
import adminUserRoutes from './routes/admin/users.ts';
import userQuotaRoutes from './routes/user/quota.ts';
import userAnalyticsRoutes from './routes/user-analytics/index.ts';
import operationRoutes from './routes/stickerei/operations.ts';
import machineRoutes from './routes/stickerei/machine.ts';
import worksheetRoutes from './routes/stickerei/worksheets.ts';
import threadRoutes from './routes/threads/index.ts';
import userSettingsRoutes from './routes/user/settings.ts';
import testDataPreviews from './admin/testData/testDataPreviews.ts';
import backupPlugin from './plugins/backup.ts';
import backupRoutes from './routes/backup/index.ts';
import { isPreserving } from './backup/preservingStorage.ts';
import { createIdTokenEmailReader, createTokenVerifier, type Caller } from './lib/tokenVerifier.ts';

export interface AppOptions {
  config: Config;
  /** An open database to use instead of opening one (tests). */
  db?: Db;
  /** Token verification; the pool's JWKS by default. */
  verify?: (token: string) => Promise<Caller>;
  /** A storage to use instead of the configured one (tests). */
  storage?: Storage;
}

/** The whole api as one plugin, so tests can build it and use `app.inject`. */
export async function app(instance: FastifyInstance, opts: AppOptions) {
  const { config } = opts;
  await instance.register(errorsPlugin);
  await instance.register(securityHeaders, { config });
  // Before any route: it checks every route's schema as the route is added.
  await instance.register(strictInput);
  await instance.register(dbPlugin, {
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
    db: opts.db,
  });
  // The embedded default (PGlite and files in DATA_DIR, opened here) is backed up by
  // `pnpm stickerei backup` through this process (docs/operations.md "Backups").
  const embedded = !config.databaseUrl && !config.s3 && !opts.db && !opts.storage;
  await instance.register(storagePlugin, {
    root: path.join(config.dataDir, 'files'),
    s3: config.s3,
    storage: opts.storage,
    holdRoot: embedded ? path.join(config.dataDir, 'backup-hold') : undefined,
  });
  const storage = instance.storage;
  if (embedded && config.mode !== 'worker' && isPreserving(storage)) {
    await instance.register(backupPlugin, { dataDir: config.dataDir, storage });
  }
  await instance.register(docsPlugin);
  await instance.register(previewsPlugin, { secret: config.previewSecret });
  await instance.register(jobEventsPlugin);
  await instance.register(quotasPlugin, { defaults: config.quotas });
  await instance.register(jobsPlugin, {
    mode: config.mode,
    jobs: config.jobs,
    imports: config.imports,
    maxFileBytes: config.uploads.maxFileBytes,
  });
  await instance.register(demoLibraryPlugin, { demo: config.demo, jobs: config.jobs });
  await instance.register(sponsoredSchedule);
  await instance.register(authPlugin, {
    verify:
      opts.verify ??
      createTokenVerifier({
        issuer: config.cognito.issuer,
        clientId: config.cognito.clientId,
        jwksUrl: config.cognito.jwksUrl,
      }),
  });
  // Before every route it limits (docs/rate-limits.md); after auth, whose caller it counts by.
  await instance.register(rateLimitsPlugin, { limits: config.rateLimits });
  // Before the routes: it records every admin route that changes data (docs/audit.md).
  await instance.register(auditPlugin);
  // Before the routes: it answers the preview route for test designs (docs/admin.md).
  await instance.register(testDataPreviews);
  await instance.register(
    async (api) => {
      // JSON answers compressed by Accept-Encoding (plugins/compression.ts); api routes only.
      await api.register(compressionPlugin);
      await api.register(healthRoutes);
      await api.register(configRoutes, { config });
      await api.register(userRoutes, {
        cognito: config.cognito,
        readIdTokenEmail: createIdTokenEmailReader({
          issuer: config.cognito.issuer,
          clientId: config.cognito.clientId,
          jwksUrl: config.cognito.jwksUrl,
        }),
      });
      await api.register(userSettingsRoutes);
      await api.register(userQuotaRoutes);
      await api.register(threadRoutes);
      await api.register(libraryRoutes, { timeBudgetMs: config.libraryTimeBudgetMs });
      await api.register(machineRoutes);
      await api.register(worksheetRoutes);
      await api.register(uploadRoutes, {
        ...config.uploads,
        maxArchiveBytes: config.imports.maxArchiveBytes,
      });
      await api.register(tusUploadRoutes, {
        storageRoot: path.join(config.dataDir, 'files'),
        maxArchiveBytes: config.imports.maxArchiveBytes,
      });
      await api.register(importRoutes);
      await api.register(fileRoutes);
      await api.register(streamRoutes, config.stream);
      await api.register(campaignRoutes);
      await api.register(adminRoutes);
      await api.register(adminUserRoutes);
      await api.register(auditRoutes);
      await api.register(userAnalyticsRoutes);
      await api.register(operationRoutes);
      if (instance.hasDecorator('backup')) await api.register(backupRoutes);
    },
    { prefix: '/api' },
  );
  if (config.cognito.proxy && config.cognito.endpoint) {
    await instance.register(cognitoProxy, { target: config.cognito.endpoint });
    await instance.register(lambdaShim, { cognitoEndpoint: config.cognito.endpoint });
  }
  await instance.register(staticSite, { siteDir: config.siteDir, adminDir: config.adminDir });
}
