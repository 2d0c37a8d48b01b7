import type { FastifyInstance } from 'fastify';
import type { EventListQuery, RangeQuery } from '@stickerei/shared/domain';
import { dashboardStats } from '../../admin/events/dashboard.ts';
import { listEvents } from '../../admin/events/eventList.ts';
import { eventMetrics } from '../../admin/events/eventMetrics.ts';
import { searchTerms } from '../../admin/events/searchTerms.ts';
import { resolveRange } from '../../admin/events/timeRange.ts';
import {
  adminErrors,
  dashboardResponse,
  eventListResponse,
  metricsResponse,
  pageQuery,
  rangeQuery,
  searchTermsResponse,
  security,
} from '../../admin/schemas.ts';

const tags = ['admin'];
const config = { access: 'admin' } as const;

/** `/api/admin/*` (ADMIN): the event log, its metrics and search terms, the dashboard figures. */
export default async function adminRoutes(app: FastifyInstance) {
  app.get<{ Querystring: EventListQuery & { page: number; pageSize: number } }>(
    '/admin/events',
    {
      config,
      schema: {
        tags,
        summary: 'Recorded events, newest first, filtered by type, user, time range and text',
        security,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            type: { type: 'string', maxLength: 64 },
            userId: { type: 'string', maxLength: 200 },
            ...rangeQuery,
            q: {
              type: 'string',
              maxLength: 200,
              description: 'text in the type, user id or payload',
            },
            ...pageQuery,
          },
        },
        response: { 200: eventListResponse, ...adminErrors },
      },
    },
    async (request) => listEvents(app.db, request.query),
  );

  app.get<{ Querystring: RangeQuery }>(
    '/admin/events/metrics',
    {
      config,
      schema: {
        tags,
        summary:
          'Event counts per UTC day and type for a range (default: the last 30 days), with totals',
        security,
        querystring: { type: 'object', additionalProperties: false, properties: rangeQuery },
        response: { 200: metricsResponse, ...adminErrors },
      },
    },
    async (request) => eventMetrics(app.db, resolveRange(request.query)),
  );

  app.get<{ Querystring: RangeQuery & { limit: number } }>(
    '/admin/events/search-terms',
    {
      config,
      schema: {
        tags,
        summary: 'The most frequent search texts of a range with the share that found nothing',
        security,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...rangeQuery,
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
        response: { 200: searchTermsResponse, ...adminErrors },
      },
    },
    async (request) => searchTerms(app.db, resolveRange(request.query), request.query.limit),
  );

  app.get(
    '/admin/dashboard',
    {
      config,
      schema: {
        tags,
        summary:
          'Key figures (users, active users, uploads, downloads, redemptions, searches) with the period before',
        security,
        response: { 200: dashboardResponse, 401: adminErrors[401], 403: adminErrors[403] },
      },
    },
    async () => dashboardStats(app.db),
  );
}
