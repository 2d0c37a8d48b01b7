import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError, forbidden, unauthorized } from '../lib/httpError.ts';
import { TokenError, type Caller } from '../lib/tokenVerifier.ts';

/** Who may call a route: anyone, signed-in users (USER or ADMIN), or admins only. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for an anonymous request. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface AuthPluginOptions {
  verify: (token: string) => Promise<Caller>;
}

/** The caller of a route that requires sign-in (access 'user' or 'admin'). */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/**
 * Authentication and authorization for every route (DESIGN.md §10): a bearer token is verified
 * wherever it is sent — a bad one is 401 everywhere, never anonymous; a route's `config.access`
 * decides whether a token is needed (401) and which group (403). Routes default to 'user'.
 */
export default fp<AuthPluginOptions>(
  async (app, { verify }) => {
    app.decorateRequest('caller', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      const isApi = request.url.startsWith('/api/');
      // A matched /api route (not the static site's catch-all, not a 404).
      const isRoute = request.routeOptions.url?.startsWith('/api/') === true;
      const isDocs = request.url === '/api/docs' || request.url.startsWith('/api/docs/');
      // An /api route that forgot to declare its access needs a signed-in user: safe by default.
      const routeAccess: Access =
        request.routeOptions.config?.access ?? (isApi && isRoute && !isDocs ? 'user' : 'public');
      if (header !== undefined && isApi) {
        const match = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]*)$/.exec(
          header,
        );
        if (!match?.[1])
          throw unauthorized('The Authorization header must be "Bearer <access token>".');
        try {
          request.caller = await verify(match[1]);
        } catch (error) {
          if (error instanceof TokenError)
            throw new HttpError(401, error.message, { cause: error });
          throw error;
        }
      }
      if (routeAccess === 'public') return;
      if (!request.caller) throw unauthorized();
      const groups = request.caller.groups;
      if (routeAccess === 'admin' && !groups.includes('ADMIN')) {
        throw forbidden('This needs an administrator account (group ADMIN).');
      }
      if (routeAccess === 'user' && !groups.includes('USER') && !groups.includes('ADMIN')) {
        throw forbidden('This needs a user account (group USER).');
      }
    });
  },
  { name: 'auth' },
);
