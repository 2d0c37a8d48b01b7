import { LOGO_MAX_BYTES } from '@stickerei/shared/domain';

/** JSON schemas of the campaign routes (request bodies and responses, for OpenAPI). */

export const errorRef = { $ref: 'ApiError#' };
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

const dateTime = { type: 'string', format: 'date-time' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;

export const authorSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'website',
    'description',
    'logoUrl',
    'campaignCount',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: uuid,
    name: { type: 'string' },
    website: { type: 'string' },
    description: { type: 'string' },
    logoUrl: { type: ['string', 'null'] },
    campaignCount: { type: 'integer' },
    createdAt: dateTime,
    updatedAt: dateTime,
  },
} as const;

// A data: URL of at most LOGO_MAX_BYTES bytes is about 4/3 as long, plus its header.
const logoInput = {
  type: ['string', 'null'],
  maxLength: Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 200,
  description: 'data: URL of a PNG, JPEG, WebP or SVG image; null removes the logo',
} as const;

export const authorInputSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    website: {
      type: 'string',
      maxLength: 500,
      pattern: '^(https?://[^\\s]+)?$',
      description: 'http(s) URL of the sponsor, or empty',
    },
    description: { type: 'string', maxLength: 5000 },
    logo: logoInput,
  },
} as const;

const designRecordSchema = {
  type: 'object',
  additionalProperties: true,
  description: 'DesignRecord (shared/src/domain/design.ts)',
} as const;

export const campaignDesignSchema = {
  type: 'object',
  required: [
    'id',
    'campaignId',
    'designId',
    'position',
    'redemptionLimit',
    'redemptionCount',
    'remaining',
    'redeemed',
    'redeemedDesignId',
    'design',
  ],
  properties: {
    id: uuid,
    campaignId: uuid,
    designId: uuid,
    position: { type: 'integer' },
    redemptionLimit: { type: ['integer', 'null'] },
    redemptionCount: { type: 'integer' },
    remaining: { type: ['integer', 'null'] },
    redeemed: { type: 'boolean' },
    redeemedDesignId: { type: ['string', 'null'] },
    design: designRecordSchema,
  },
} as const;

export const campaignSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'description',
    'authorId',
    'author',
    'startAt',
    'endAt',
    'enabled',
    'active',
    'status',
    'designs',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: uuid,
    name: { type: 'string' },
    description: { type: 'string' },
    authorId: uuid,
    author: {
      type: 'object',
      required: ['id', 'name', 'website', 'description', 'logoUrl'],
      properties: {
        id: uuid,
        name: { type: 'string' },
        website: { type: 'string' },
        description: { type: 'string' },
        logoUrl: { type: ['string', 'null'] },
      },
    },
    startAt: dateTime,
    endAt: dateTime,
    enabled: { type: 'boolean' },
    active: { type: 'boolean' },
    status: { type: 'string', enum: ['disabled', 'scheduled', 'running', 'ended'] },
    designs: { type: 'array', items: campaignDesignSchema },
    stats: {
      type: 'object',
      description: 'admins only',
      properties: {
        redemptions: { type: 'integer' },
        uniqueUsers: { type: 'integer' },
        visits: { type: 'integer' },
      },
    },
    createdAt: dateTime,
    updatedAt: dateTime,
  },
} as const;

const campaignInputProperties = {
  name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  authorId: uuid,
  description: { type: 'string', maxLength: 5000 },
  startAt: dateTime,
  endAt: dateTime,
  enabled: { type: 'boolean' },
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

export const listOf = (items: object) =>
  ({
    type: 'object',
    required: ['items', 'total'],
    properties: { items: { type: 'array', items }, total: { type: 'integer' } },
  }) as const;

const dayCounts = {
  type: 'array',
  items: {
    type: 'object',
    required: ['day', 'count'],
    properties: { day: { type: 'string', format: 'date' }, count: { type: 'integer' } },
  },
} as const;

export const analyticsSchema = {
  type: 'object',
  required: [
    'scope',
    'id',
    'from',
    'to',
    'redemptions',
    'uniqueUsers',
    'perDay',
    'byCampaign',
    'byDesign',
    'visits',
  ],
  properties: {
    scope: { type: 'string', enum: ['campaign', 'campaign-design', 'design'] },
    id: uuid,
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
    redemptions: { type: 'integer' },
    uniqueUsers: { type: 'integer' },
    perDay: dayCounts,
    byCampaign: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          campaignId: { type: 'string' },
          name: { type: 'string' },
          redemptions: { type: 'integer' },
          uniqueUsers: { type: 'integer' },
        },
      },
    },
    byDesign: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          designId: { type: 'string' },
          name: { type: 'string' },
          redemptions: { type: 'integer' },
        },
      },
    },
    visits: {
      type: 'object',
      properties: { total: { type: 'integer' }, perDay: dayCounts },
    },
  },
} as const;

export const redemptionSchema = {
  type: 'object',
  required: ['id', 'campaignId', 'campaignDesignId', 'sourceDesignId', 'designId', 'redeemedAt'],
  properties: {
    id: uuid,
    campaignId: uuid,
    campaignDesignId: uuid,
    sourceDesignId: uuid,
    designId: uuid,
    redeemedAt: dateTime,
  },
} as const;
