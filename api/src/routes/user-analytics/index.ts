import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { RangeQuery, UserAnalyticsColumn } from '@stickerei/shared/domain';
import { attachment } from '../../downloads/contentDisposition.ts';
import { resolveRange } from '../../admin/events/timeRange.ts';
import {
  activityResponse,
  adminErrors,
  analyticsPageResponse,
  analyticsQuery,
  rangeQuery,
  security,
} from '../../admin/schemas.ts';
import { analyticsPage, userActivity } from '../../admin/users/userAnalytics.ts';
import { userAnalyticsCsv } from '../../admin/users/userAnalyticsCsv.ts';

const tags = ['user-analytics'];
const config = { access: 'admin' } as const;

/** `/api/user-analytics/*` (ADMIN): one row per user as CSV and as a table, activity per day. */
export default async function userAnalyticsRoutes(app: FastifyInstance) {
  app.get(
    '/user-analytics/as-csv',
    {
      config,
      schema: {
        tags,
        summary: 'Every user with their activity counts as CSV (streamed)',
        description:
          'RFC 4180 (CRLF, quoted fields), UTF-8 with a byte order mark; columns: userId, email, username, createdAt, lastActiveAt, uploads, designs, favorites, downloads, redemptions, searches, usedBytes, usedFiles, quotaBytes, quotaFiles (docs/quotas.md). Text starting with = + - @ gets a leading apostrophe (CSV injection).',
        security,
        response: {
          200: { description: 'CSV file', content: { 'text/csv': { schema: {} } } },
          401: adminErrors[401],
          403: adminErrors[403],
        },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`user-analytics-${day}.csv`))
        .header('cache-control', 'no-store')
        .send(Readable.from(userAnalyticsCsv(app.db, app.quotas.defaults)));
    },
  );

  app.get<{
    Querystring: {
      sort: UserAnalyticsColumn;
      order: 'asc' | 'desc';
      q?: string;
      page: number;
      pageSize: number;
    };
  }>(
    '/user-analytics',
    {
      config,
      schema: {
        tags,
        summary: 'The user analytics as a table: one page, sorted by any column, searchable',
        security,
        querystring: analyticsQuery,
        response: { 200: analyticsPageResponse, ...adminErrors },
      },
    },
    async (request) => analyticsPage(app.db, request.query, app.quotas.defaults),
  );

  app.get<{ Querystring: RangeQuery }>(
    '/user-analytics/activity',
    {
      config,
      schema: {
        tags,
        summary: 'New and active users per UTC day for a range (default: the last 30 days)',
        security,
        querystring: { type: 'object', additionalProperties: false, properties: rangeQuery },
        response: { 200: activityResponse, ...adminErrors },
      },
    },
    async (request) => userActivity(app.db, resolveRange(request.query)),
  );
}
