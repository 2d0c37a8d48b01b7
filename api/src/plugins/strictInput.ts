import fp from 'fastify-plugin';
import type { FastifySchema, preValidationHookHandler } from 'fastify';
import { HttpError, badRequest } from '../lib/httpError.ts';
import {
  nulProblem,
  textProblem,
  typeProblem,
  unboundedNumbers,
  unrepresentable,
  type InputProblem,
  type InputSchema,
} from '../lib/inputChecks.ts';

const REQUEST_PARTS = ['params', 'querystring', 'headers', 'body'] as const;

const invalid = (part: string, problem: InputProblem) =>
  badRequest(`Invalid request: ${part}${problem.field} ${problem.message}.`, [problem]);

// JSON.parse's reviver for bodies: every number is the one written, no text holds a NUL, and no
// key reaches a prototype (what Fastify's own parser refuses too).
function revive(key: string, value: unknown, context?: { source?: string }): unknown {
  if (typeof value === 'number' && context?.source !== undefined) {
    const problem = unrepresentable(context.source, value);
    if (problem)
      throw invalid('body', { field: `/${key}`, message: `is ${context.source}, ${problem}` });
  }
  const nul = typeof value === 'string' ? nulProblem(value) : nulProblem(key);
  if (nul) throw invalid('body', { field: `/${key}`, message: nul });
  const constructor =
    key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value;
  if (key === '__proto__' || constructor)
    throw badRequest(`Invalid request: a JSON body may not set "${key}".`);
  return value;
}

// Query strings, paths and headers are text: their numbers are checked as written. A JSON body
// brings its own types: they must be the declared ones, nothing is converted.
function inputCheck(schema: FastifySchema): preValidationHookHandler {
  const texts = { params: schema.params, querystring: schema.querystring, headers: schema.headers };
  const body = schema.body as InputSchema | undefined;
  return async (request) => {
    for (const [part, partSchema] of Object.entries(texts)) {
      const values = request[part === 'querystring' ? 'query' : (part as 'params' | 'headers')];
      const problem = partSchema ? textProblem(partSchema as InputSchema, values) : null;
      if (problem) throw invalid(part, problem);
    }
    const problem = body ? typeProblem(body, request.body) : null;
    if (problem) throw invalid('body', problem);
  };
}

/**
 * Strict request input (issue 11, docs/decisions.md): every request number declares its bounds
 * (a route without them does not start), is written as a plain number, and fits a double; JSON
 * bodies are not coerced. What is left, ajv checks as the route schemas say.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = (route.schema ?? {}) as Record<string, InputSchema | undefined>;
      const parts = REQUEST_PARTS.filter((part) => schema[part] !== undefined);
      for (const part of parts) {
        const [unbounded] = unboundedNumbers(schema[part]!);
        if (unbounded !== undefined)
          throw new Error(
            `${String(route.method)} ${route.url}: ${part}${unbounded} is a number without bounds; declare its minimum and maximum (lib/schemas.ts).`,
          );
      }
      if (parts.length > 0)
        route.preValidation = [route.preValidation ?? [], inputCheck(route.schema!)].flat();
    });

    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      if (body === '') {
        done(badRequest('The body is empty: send JSON, or leave out the content type.'));
        return;
      }
      try {
        done(null, JSON.parse(body as string, revive));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        done(error instanceof HttpError ? error : badRequest(`The body is not JSON: ${message}.`));
      }
    });
  },
  { name: 'strict-input' },
);
