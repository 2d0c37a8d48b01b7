import {
  COLOURS,
  JOB_STATES,
  LIST_SORTS,
  STICK_TYPES,
  THEME_CATEGORIES,
} from '@stickerei/shared/domain';
import { MASK_FORMATS } from './masks.ts';

// JSON schemas of the library routes (shared/src/domain/library.ts is the contract). Lists in a
// query string repeat their parameter; a single value is coerced into a list.
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const flag = { type: 'boolean' } as const;
const mm = { type: 'number', minimum: 0, maximum: 10_000 } as const;
const list = (items: object, maxItems: number) => ({ type: 'array', items, maxItems }) as const;

/** Filters of list and filter-options (`DesignFilters`). */
export const filterProperties = {
  q: text(200),
  categories: list({ type: 'string', enum: THEME_CATEGORIES }, THEME_CATEGORIES.length),
  colors: list({ type: 'string', enum: COLOURS }, COLOURS.length),
  stickType: { type: 'string', enum: STICK_TYPES },
  formats: list({ type: 'string', pattern: '^[A-Za-z0-9]{1,10}$' }, MASK_FORMATS.length + 12),
  commercial: flag,
  sponsored: flag,
  favorites: flag,
  stitched: flag,
  author: text(200),
  set: text(200),
  minWidth: mm,
  maxWidth: mm,
  minHeight: mm,
  maxHeight: mm,
  hoopWidth: { type: 'number', exclusiveMinimum: 0, maximum: 10_000 },
  hoopHeight: { type: 'number', exclusiveMinimum: 0, maximum: 10_000 },
  fitsMyHoops: flag,
  maxMinutes: { type: 'number', exclusiveMinimum: 0, maximum: 100_000 },
  scope: { type: 'string', enum: ['library', 'mine'] },
} as const;

export const filterQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: filterProperties,
} as const;

export const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...filterProperties,
    sort: { type: 'string', enum: LIST_SORTS },
    order: { type: 'string', enum: ['asc', 'desc'] },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    cursor: text(512),
  },
} as const;

const strings = { type: 'array', items: { type: 'string' } } as const;

/** `DesignRecord` (shared/src/domain/design.ts). */
export const designRecordSchema = {
  $id: 'DesignRecord',
  type: 'object',
  properties: {
    id: { type: 'string' },
    representative_image_url: { type: 'string' },
    name: { type: 'string' },
    stick_type: { type: 'string' },
    commercially_usable: { type: 'boolean' },
    sponsored: { type: 'boolean' },
    favorite: { type: 'boolean' },
    stick_set: { type: 'string' },
    labels: strings,
    embroidery_file_formats: strings,
    assigned_tags: strings,
    author: { type: 'string' },
    created_at: { type: 'number' },
    already_stitched: { type: 'boolean' },
    design_width: { type: 'number' },
    design_height: { type: 'number' },
    stitch_count: { type: 'integer' },
    stitch_block_count: { type: 'integer' },
    color_palette: strings,
    owner: { type: ['string', 'null'] },
    estimated_minutes: {
      type: 'number',
      description: "In list pages: minutes it runs on the caller's machine profile",
    },
  },
} as const;

const record = { $ref: 'DesignRecord#' };

export const listResponseSchema = {
  type: 'object',
  required: ['items', 'page', 'pageSize', 'total', 'totalIsEstimate', 'nextCursor'],
  properties: {
    items: { type: 'array', items: record },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
    totalIsEstimate: { type: 'boolean' },
    nextCursor: { type: ['string', 'null'] },
    filling: { type: 'boolean', description: 'The demo library is being filled: ask again soon' },
  },
} as const;

const facetList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['value', 'count'],
    properties: { value: { type: 'string' }, count: { type: 'integer' } },
  },
} as const;

export const filterOptionsSchema = {
  type: 'object',
  properties: {
    categories: facetList,
    colors: facetList,
    stickTypes: facetList,
    formats: facetList,
    authors: facetList,
    sets: facetList,
    commercial: { type: 'integer' },
    sponsored: { type: 'integer' },
    size: {
      type: 'object',
      properties: {
        minWidth: { type: 'number' },
        maxWidth: { type: 'number' },
        minHeight: { type: 'number' },
        maxHeight: { type: 'number' },
      },
    },
    total: { type: 'integer' },
    estimated: { type: 'boolean' },
  },
} as const;

const processingJobSchema = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'string' },
    state: { type: 'string', enum: JOB_STATES },
    progress: { type: 'integer' },
    fileName: { type: 'string' },
    designId: { type: ['string', 'null'] },
    error: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

export const designDetailSchema = {
  type: 'object',
  properties: {
    ...designRecordSchema.properties,
    threads: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          hex: { type: 'string' },
          description: { type: 'string' },
          brand: { type: 'string' },
          catalog_number: { type: 'string' },
        },
      },
    },
    files: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          format: { type: 'string' },
          size_bytes: { type: 'integer' },
          file_name: { type: 'string' },
        },
      },
    },
    jump_count: { type: 'integer' },
    trim_count: { type: 'integer' },
    color_change_count: { type: 'integer' },
    stop_count: { type: 'integer' },
    estimated_minutes: {
      type: 'number',
      description: "Minutes it runs on the caller's machine profile (the defaults when anonymous)",
    },
    previews: { type: 'object', additionalProperties: { type: 'string' } },
    mine: { type: 'boolean' },
    processing: processingJobSchema,
    source: {
      type: ['object', 'null'],
      description: 'Where a demo library design came from (repository and licence of a real file)',
      properties: {
        kind: { type: 'string', enum: ['corpus', 'generated'] },
        repository: { type: 'string' },
        url: { type: 'string' },
        licence: { type: 'string' },
        files: { type: 'array', items: { type: 'string' } },
      },
    },
  },
} as const;

export const designUpdateSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    labels: list({ type: 'string', maxLength: 60 }, 50),
    assigned_tags: list({ type: 'string', enum: THEME_CATEGORIES }, THEME_CATEGORIES.length),
    commercially_usable: { type: 'boolean' },
  },
} as const;

export const similarResponseSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: { ...designRecordSchema.properties, distance: { type: 'number' } },
      },
    },
  },
} as const;
