import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DOCS_POLICY, serializePolicy } from '../security/contentSecurityPolicy.ts';

/** The OpenAPI document: UI at `/api/docs`, JSON at `/api/docs/json` (DESIGN.md §5). */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Stickerei API',
          description: 'Design library, user files, campaigns and administration.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
    });
    // Its own policy (docs/security.md): Swagger UI's styles are inline, its scripts files.
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: serializePolicy(DOCS_POLICY),
    });
  },
  { name: 'docs' },
);
