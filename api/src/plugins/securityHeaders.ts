import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config.ts';
import {
  API_POLICY,
  documentPolicies,
  serializePolicy,
} from '../security/contentSecurityPolicy.ts';
import { pageScriptSources } from '../security/pageScriptSources.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Content-Security-Policy of one of our documents: a built site page (`file`, whose
     * inline scripts' hashes Astro wrote into it) or the admin's entry.
     */
    documentPolicy(kind: 'page' | 'admin', file: string): string;
  }
}

export interface SecurityHeadersOptions {
  config: Pick<Config, 'cognito' | 's3'>;
}

/** A year; browsers only keep HSTS from an https answer. */
const HSTS = 'max-age=31536000; includeSubDomains';

// Powerful features the product never uses, off for every page and for anything framed in one.
// Clipboard (share links, TOTP secret) and passkeys keep their same-origin default.
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
].join(', ');

/**
 * Security headers on every answer (docs/security.md), set by `@fastify/helmet` as a request
 * starts, so errors, 404s, files and hijacked answers (the event stream, tus) carry them too:
 * the api's Content-Security-Policy (`default-src 'none'; frame-ancestors 'none'`), nosniff,
 * X-Frame-Options DENY, Referrer-Policy, Cross-Origin-Opener/Resource-Policy; Permissions-Policy
 * (helmet has none) and HSTS over https. Documents replace the CSP with their own: site pages and
 * the admin by `documentPolicy` (plugins/staticSite.ts), the api's docs page in plugins/docs.ts.
 */
export default fp<SecurityHeadersOptions>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...API_POLICY },
      },
      // Only over https, decided per request below.
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    // On the raw answer like helmet's, so an answer the route writes itself keeps them.
    app.addHook('onRequest', async (request, reply) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      // https by the socket, or by X-Forwarded-Proto from a proxy TRUST_PROXY names.
      if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    });

    const policies = documentPolicies(config);
    const admin = serializePolicy(policies.admin);
    app.decorate('documentPolicy', (kind: 'page' | 'admin', file: string) =>
      kind === 'admin' ? admin : serializePolicy(policies.page(pageScriptSources(file))),
    );
  },
  { name: 'security-headers' },
);
