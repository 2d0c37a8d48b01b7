import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** `GET /api/config`: what the browser needs to talk to the user pool. */
export default async function configRoutes(app: FastifyInstance, opts: { config: Config }) {
  const { cognito } = opts.config;
  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Public configuration for the browser',
        response: {
          200: {
            type: 'object',
            required: ['cognito'],
            properties: {
              cognito: {
                type: 'object',
                required: [
                  'endpoint',
                  'region',
                  'userPoolId',
                  'clientId',
                  'authFlow',
                  'hostedDomain',
                ],
                properties: {
                  endpoint: { type: 'string' },
                  region: { type: 'string' },
                  userPoolId: { type: 'string' },
                  clientId: { type: 'string' },
                  authFlow: {
                    type: 'string',
                    enum: ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'USER_AUTH'],
                  },
                  hostedDomain: { type: ['string', 'null'] },
                },
              },
            },
          },
        },
      },
    },
    async (request) => ({
      cognito: {
        endpoint: cognito.proxy
          ? `${origin(request)}/cognito/`
          : (cognito.endpoint ?? `https://cognito-idp.${cognito.region}.amazonaws.com/`),
        region: cognito.region,
        userPoolId: cognito.userPoolId,
        clientId: cognito.clientId,
        authFlow: cognito.authFlow,
        hostedDomain: cognito.hostedDomain,
      },
    }),
  );
}
