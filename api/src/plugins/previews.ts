import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Queryable } from '../lib/db.ts';
import { createPreviewUrls, type PreviewUrls } from '../lib/previewUrl.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes and checks preview URLs (library designs plain, own designs signed). */
    previewUrls: PreviewUrls;
  }
}

export interface PreviewsPluginOptions {
  /** PREVIEW_SECRET; null takes the secret kept in the database. */
  secret: string | null;
}

/**
 * The preview secret shared by every api instance on the same database: created once at
 * random, so signed URLs stay valid across restarts and on any instance.
 */
export async function storedPreviewSecret(db: Queryable): Promise<string> {
  await db.query(
    `INSERT INTO app_secret (name, value) VALUES ('preview', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM app_secret WHERE name = 'preview'`,
  );
  const value = rows[0]?.value;
  if (!value) throw new Error('the preview secret could not be stored');
  return value;
}

/** `app.previewUrls`: preview URLs signed with PREVIEW_SECRET or the stored secret. */
export default fp<PreviewsPluginOptions>(
  async (app, opts) => {
    const secret = opts.secret ?? (await storedPreviewSecret(app.db));
    app.decorate('previewUrls', createPreviewUrls(secret));
  },
  { name: 'previews', dependencies: ['db'] },
);
