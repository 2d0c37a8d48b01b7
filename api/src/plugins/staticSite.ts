import { access } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFound } from '../lib/httpError.ts';

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

/**
 * One origin (DESIGN.md §2): the built site at `/` (Astro pages as `<path>.html`), the built
 * admin at `/superadmin/` (its index for every admin path: history-mode routing), JSON 404 under
 * `/api`, and the site's not-found page with status 404 for everything else.
 */
export default fp<StaticSiteOptions>(
  async (app, { siteDir, adminDir }) => {
    if (siteDir) {
      await app.register(fastifyStatic, {
        root: siteDir,
        prefix: '/',
        index: ['index.html'],
        redirect: false,
        wildcard: true,
      });
    }
    if (adminDir) {
      await app.register(fastifyStatic, {
        root: adminDir,
        prefix: '/superadmin/',
        decorateReply: !siteDir,
        wildcard: true,
        index: false,
      });
    }
    if (adminDir) {
      // The folder URL itself: the static handler refuses directory requests.
      app.get('/superadmin/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html', adminDir),
      );
    }
    app.setNotFoundHandler(async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath === '/api' || urlPath.startsWith('/api/')) {
        throw notFound(`No api route ${request.method} ${urlPath}.`);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        throw notFound(`Nothing at ${request.method} ${urlPath}.`);
      }
      if (adminDir && (urlPath === '/superadmin' || urlPath.startsWith('/superadmin/'))) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', adminDir);
      }
      if (siteDir) {
        const trimmed = urlPath.replace(/\/+$/, '') || '/';
        for (const candidate of [`${trimmed}.html`, `${trimmed}/index.html`]) {
          const file = inside(siteDir, candidate);
          if (file && (await exists(file))) {
            return reply.sendFile(path.relative(siteDir, file), siteDir);
          }
        }
        // /files/<id> is one static shell whose island reads the id from the URL.
        if (
          /^\/files\/[^/]+$/.test(trimmed) &&
          (await exists(path.join(siteDir, 'files/detail.html')))
        ) {
          return reply.header('cache-control', 'no-cache').sendFile('files/detail.html', siteDir);
        }
        if (await exists(path.join(siteDir, '404.html'))) {
          return reply.code(404).header('cache-control', 'no-cache').sendFile('404.html', siteDir);
        }
      }
      throw notFound(`Nothing at ${urlPath}.`);
    });
  },
  { name: 'static-site' },
);
