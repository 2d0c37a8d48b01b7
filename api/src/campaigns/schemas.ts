import { LOGO_MAX_BYTES } from '@stickerei/shared/domain';
import type { FastifySchema } from 'fastify';
import { errorRef, objectOf, uuid } from '../lib/schemas.ts';

/** JSON schemas of the campaign routes (request bodies and responses, for OpenAPI). */

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const date = { type: 'string', format: 'date' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/**
 * The options of a campaign route only admins call: its access, its place in the OpenAPI
 * document, and the errors each of them can answer (400, 401, 403) beside its own.
 */
export const adminRoute = (
  summary: string,
  schema: Omit<FastifySchema, 'response'> & { response: Record<number, unknown> },
) => ({
  config: { access: 'admin' as const },
  schema: {
    tags: ['campaign'],
    summary,
    security: [{ bearer: [] }],
    ...schema,
    response: { 400: errorRef, 401: errorRef, 403: errorRef, ...schema.response },
  },
});

/** What an author shows wherever it appears. */
const authorSummary = {
  id: uuid,
  name: str,
  website: str,
  description: str,
  logoUrl: nullableStr,
} as const;

export const authorSchema = objectOf({
  ...authorSummary,
  campaignCount: int,
  createdAt: dateTime,
  updatedAt: dateTime,
});

// A data: URL of at most LOGO_MAX_BYTES bytes is about 4/3 as long, plus its header.
const logoInput = {
  type: ['string', 'null'],
  maxLength: Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 200,
  description: 'data: URL of a PNG, JPEG, WebP or SVG image; null removes the logo',
} as const;

const name = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } as const;
const description = { type: 'string', maxLength: 5000 } as const;

export const authorInputSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name,
    website: {
      type: 'string',
      maxLength: 500,
      pattern: '^(https?://[^\\s]+)?$',
      description: 'http(s) URL of the sponsor, or empty',
    },
    description,
    logo: logoInput,
  },
} as const;

export const campaignDesignSchema = objectOf({
  id: uuid,
  campaignId: uuid,
  designId: uuid,
  position: int,
  redemptionLimit: { type: ['integer', 'null'] },
  redemptionCount: int,
  remaining: { type: ['integer', 'null'] },
  redeemed: bool,
  redeemedDesignId: nullableStr,
  design: {
    type: 'object',
    additionalProperties: true,
    description: 'DesignRecord (shared/src/domain/design.ts)',
  },
});

/** Redemptions and the users who made them. */
const redemptionFigures = { redemptions: int, uniqueUsers: int } as const;

const campaignProperties = {
  id: uuid,
  name: str,
  description: str,
  authorId: uuid,
  author: objectOf(authorSummary),
  startAt: dateTime,
  endAt: dateTime,
  enabled: bool,
  active: bool,
  status: { type: 'string', enum: ['disabled', 'scheduled', 'running', 'ended'] },
  designs: { type: 'array', items: campaignDesignSchema },
  createdAt: dateTime,
  updatedAt: dateTime,
} as const;

export const campaignSchema = objectOf(
  {
    ...campaignProperties,
    stats: {
      type: 'object',
      description: 'admins only',
      properties: { ...redemptionFigures, visits: int },
    },
  },
  Object.keys(campaignProperties),
);

const campaignInputProperties = {
  name,
  authorId: uuid,
  description,
  startAt: dateTime,
  endAt: dateTime,
  enabled: bool,
  designIds: { type: 'array', maxItems: 200, items: uuid },
} as const;

export const campaignInputSchema = {
  type: 'object',
  required: ['name', 'authorId', 'startAt', 'endAt'],
  additionalProperties: false,
  properties: campaignInputProperties,
} as const;

export const campaignUpdateSchema = {
  type: 'object',
  required: ['id', 'name', 'authorId', 'startAt', 'endAt'],
  // react-admin sends the whole record back; fields that are not inputs are ignored.
  properties: { id: uuid, ...campaignInputProperties },
} as const;

export const listOf = (items: object) => objectOf({ items: { type: 'array', items }, total: int });

const dayCounts = { type: 'array', items: objectOf({ day: date, count: int }) } as const;

export const analyticsSchema = objectOf({
  scope: { type: 'string', enum: ['campaign', 'campaign-design', 'design'] },
  id: uuid,
  from: date,
  to: date,
  ...redemptionFigures,
  perDay: dayCounts,
  byCampaign: {
    type: 'array',
    items: { type: 'object', properties: { campaignId: str, name: str, ...redemptionFigures } },
  },
  byDesign: {
    type: 'array',
    items: { type: 'object', properties: { designId: str, name: str, redemptions: int } },
  },
  visits: { type: 'object', properties: { total: int, perDay: dayCounts } },
});

export const redemptionSchema = objectOf({
  id: uuid,
  campaignId: uuid,
  campaignDesignId: uuid,
  sourceDesignId: uuid,
  designId: uuid,
  redeemedAt: dateTime,
});
