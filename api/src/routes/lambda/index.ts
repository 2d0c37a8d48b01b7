import type { FastifyInstance } from 'fastify';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  handlePostConfirmation,
  type PostConfirmationEvent,
} from '../../lambda/postConfirmation.ts';
import { forbidden, notFound } from '../../lib/httpError.ts';

/**
 * The Lambda invoke API for cognito-local's triggers (embedded default only): cognito-local
 * calls `POST /2015-03-31/functions/<name>/invocations` with the trigger event; we run the same
 * handler that runs on AWS, against cognito-local. Only loopback callers are served.
 */
export default async function lambdaShim(app: FastifyInstance, opts: { cognitoEndpoint: string }) {
  const client = new CognitoIdentityProviderClient({
    endpoint: opts.cognitoEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  app.addContentTypeParser('binary/octet-stream', { parseAs: 'string' }, (_r, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  for (const prefix of ['', '/lambda']) {
    app.post<{ Params: { name: string }; Body: PostConfirmationEvent }>(
      `${prefix}/2015-03-31/functions/:name/invocations`,
      { schema: { hide: true }, config: { access: 'public' } },
      async (request) => {
        if (
          !['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '')
        ) {
          throw forbidden('Lambda triggers are only served to the local identity service.');
        }
        if (request.params.name !== 'stickerei-post-confirmation') {
          throw notFound(`No function ${request.params.name}.`);
        }
        return handlePostConfirmation(request.body, client);
      },
    );
  }
}
