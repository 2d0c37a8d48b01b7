import type { FastifyInstance } from 'fastify';

/**
 * Forwards the browser's user-pool calls on `/cognito/` to cognito-local, so the embedded
 * product runs on one origin. Only the user-pool JSON protocol is forwarded (POST with an
 * X-Amz-Target header) and the well-known JWKS document.
 */
export async function cognitoProxy(app: FastifyInstance, opts: { target: string }) {
  app.addContentTypeParser(
    'application/x-amz-json-1.1',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );
  const forward = async (target: string | undefined, body: string, contentType: string) => {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (target) headers['x-amz-target'] = target;
    return fetch(`${opts.target}/`, { method: 'POST', headers, body });
  };
  for (const url of ['/cognito', '/cognito/']) {
    app.post(url, { schema: { hide: true } }, async (request, reply) => {
      const target = request.headers['x-amz-target'];
      const body =
        typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
      const response = await forward(
        Array.isArray(target) ? target[0] : target,
        body,
        request.headers['content-type'] ?? 'application/x-amz-json-1.1',
      );
      reply.status(response.status);
      reply.header('content-type', response.headers.get('content-type') ?? 'application/json');
      return reply.send(await response.text());
    });
  }
}
