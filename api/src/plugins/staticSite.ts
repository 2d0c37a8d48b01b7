import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFound } from '../lib/httpError.ts';
import { designPageShell } from './designPagePreload.ts';

export interface StaticSiteOptions {
  siteDir: string | null;
  adminDir: string | null;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** A path under `root` for a URL path, or null when it would leave `root`. */
function inside(root: string, urlPath: string): string | null {
  const resolved = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

/** A year: what a content-hashed file may be cached for (its name changes with its content). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control by file (docs/delivery.md): the build's content-hashed files (the site's
 * `_astro/`, the admin's `assets/`) are kept for a year without asking again; everything else
 * (pages, the admin's index, unhashed public files) is revalidated on every use by its ETag, so
 * a new build shows at once and an unchanged page costs a 304.
 */
function cacheHeaders(hashedDirs: string[], policyOf: (file: string) => string | null) {
  return (reply: FastifyReply, file: string) => {
    const hashed = hashedDirs.some((dir) => file.startsWith(dir + path.sep));
    reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    const policy = policyOf(file);
    if (policy) reply.header('content-security-policy', policy);
  };
}

/**
 * One origin (DESIGN.md §2): the built site at `/` (Astro pages as `<path>.html`), the built
 * admin at `/superadmin/` (its index for every admin path: history-mode routing), JSON 404 under
 * `/api`, and the site's not-found page with status 404 for everything else. Files are sent as
 * the build's brotli or gzip copy when the browser accepts it (`Vary: Accept-Encoding`).
 */
export default fp<StaticSiteOptions>(
  async (app, { siteDir, adminDir }) => {
    const hashedDirs = [
      ...(siteDir ? [path.resolve(siteDir, '_astro')] : []),
      ...(adminDir ? [path.resolve(adminDir, 'assets')] : []),
    ];
    // Pages and the admin's entry get their document policy (docs/security.md); other files
    // keep the api's, which lets nothing run.
    const adminRoot = adminDir ? path.resolve(adminDir) + path.sep : null;
    const policyOf = (file: string) =>
      /\.html(\.br|\.gz)?$/.test(file)
        ? app.documentPolicy(adminRoot && file.startsWith(adminRoot) ? 'admin' : 'page', file)
        : null;
    // One set of options for both folders: `sendFile` of either runs with the first one's.
    const common = {
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders(hashedDirs, policyOf),
      wildcard: true,
    };
    if (siteDir) {
      await app.register(fastifyStatic, {
        ...common,
        root: siteDir,
        prefix: '/',
        index: ['index.html'],
        redirect: false,
      });
    }
    if (adminDir) {
      await app.register(fastifyStatic, {
        ...common,
        root: adminDir,
        prefix: '/superadmin/',
        decorateReply: !siteDir,
        index: false,
      });
    }
    if (adminDir) {
      // The folder URL itself: the static handler refuses directory requests.
      app.get('/superadmin/', { schema: { hide: true } }, (_request, reply) =>
        reply.sendFile('index.html', adminDir),
      );
    }
    const detailFile = siteDir ? path.resolve(siteDir, 'files/detail.html') : null;
    const designShell =
      detailFile && app.hasDecorator('db') && app.hasDecorator('previewUrls')
        ? designPageShell({
            file: detailFile,
            db: app.db,
            previews: app.previewUrls,
            policy: () => app.documentPolicy('page', detailFile),
          })
        : null;
    app.setNotFoundHandler(async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath === '/api' || urlPath.startsWith('/api/')) {
        throw notFound(`No api route ${request.method} ${urlPath}.`);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        throw notFound(`Nothing at ${request.method} ${urlPath}.`);
      }
      if (adminDir && (urlPath === '/superadmin' || urlPath.startsWith('/superadmin/'))) {
        return reply.sendFile('index.html', adminDir);
      }
      if (siteDir) {
        const trimmed = urlPath.replace(/\/+$/, '') || '/';
        for (const candidate of [`${trimmed}.html`, `${trimmed}/index.html`]) {
          const file = inside(siteDir, candidate);
          if (file && (await exists(file))) {
            return reply.sendFile(path.relative(siteDir, file), siteDir);
          }
        }
        // /files/<id> is one static shell whose island reads the id from the URL; a library
        // design's shell names its preview (designPagePreload.ts).
        if (
          /^\/files\/[^/]+$/.test(trimmed) &&
          (await exists(path.join(siteDir, 'files/detail.html')))
        ) {
          const id = trimmed.slice('/files/'.length);
          const answered = await designShell?.(request, reply, id);
          return answered ?? reply.sendFile('files/detail.html', siteDir);
        }
        if (await exists(path.join(siteDir, '404.html'))) {
          return reply.code(404).sendFile('404.html', siteDir);
        }
      }
      throw notFound(`Nothing at ${urlPath}.`);
    });
  },
  { name: 'static-site', dependencies: ['security-headers'] },
);
