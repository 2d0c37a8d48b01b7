import type { FastifyContextConfig } from 'fastify';

// JSON-schema pieces the route files share (DESIGN.md §5: every route has a schema).

/** The error body every route declares for its 4xx answers (plugins/errors.ts adds the schema). */
export const errorRef = { $ref: 'ApiError#' } as const;

export const uuid = { type: 'string', format: 'uuid' } as const;

/** `:id` params as a uuid. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: uuid },
} as const;

/**
 * A whole number of a request from `minimum` to `maximum`. Every request number declares its
 * bounds: plugins/strictInput.ts stops a route without them from starting.
 */
export const integer = (
  minimum: number,
  maximum: number,
  extra: { default?: number; description?: string } = {},
) => ({ type: 'integer', minimum, maximum, ...extra }) as const;

/** An object schema whose `required` properties (all of them unless told) must be present. */
export const objectOf = <P extends Record<string, unknown>>(
  properties: P,
  required: string[] = Object.keys(properties),
) => ({ type: 'object', required, properties }) as const;

const file = { type: 'string', format: 'binary' } as const;

/**
 * Route config that shows a multipart body with files in `field` in the OpenAPI document. The
 * route reads the parts itself, so the body is documented only: ajv has no body to validate.
 */
export const multipartBody = (
  field: string,
  many = false,
): Pick<FastifyContextConfig, 'swaggerTransform'> => ({
  swaggerTransform: ({ schema, url }) => ({
    schema: {
      ...schema,
      body: objectOf({ [field]: many ? { type: 'array', items: file } : file }),
    },
    url,
  }),
});
