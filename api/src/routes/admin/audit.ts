import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AuditQuery } from '@stickerei/shared/domain';
import { adminErrors, security } from '../../admin/schemas.ts';
import { auditCsv } from '../../audit/auditCsv.ts';
import { checkAuditRange, listAuditEntries } from '../../audit/auditRepository.ts';
import {
  auditActionsResponse,
  auditFilters,
  auditListQuery,
  auditListResponse,
} from '../../audit/schemas.ts';
import { attachment } from '../../downloads/contentDisposition.ts';

const tags = ['admin'];
const config = { access: 'admin' } as const;

/** `/api/admin/audit*` (ADMIN): the audit trail as pages, as CSV, and its actions (docs/audit.md). */
export default async function auditRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AuditQuery & { page: number; pageSize: number } }>(
    '/admin/audit',
    {
      config,
      schema: {
        tags,
        summary: 'The audit trail, newest first, filtered by actor, action, outcome and time range',
        security,
        querystring: auditListQuery,
        response: { 200: auditListResponse, ...adminErrors },
      },
    },
    async (request) => {
      // Entries of answers just sent may still be on their way: the admin sees their own action.
      await app.audit.flush();
      return listAuditEntries(app.db, request.query);
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    '/admin/audit/as-csv',
    {
      config,
      schema: {
        tags,
        summary: 'The filtered audit trail as CSV (streamed, newest first)',
        description:
          'RFC 4180 (CRLF, quoted fields), UTF-8 with a byte order mark; the summary column is JSON. Text starting with = + - @ gets a leading apostrophe (CSV injection).',
        security,
        querystring: { type: 'object', additionalProperties: false, properties: auditFilters },
        response: {
          200: { description: 'CSV file', content: { 'text/csv': { schema: {} } } },
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      await app.audit.flush();
      const day = new Date().toISOString().slice(0, 10);
      // Checked before the answer starts, so a bad range is a 400, not a cut file.
      checkAuditRange(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`audit-${day}.csv`))
        .header('cache-control', 'no-store')
        .send(Readable.from(auditCsv(app.db, request.query)));
    },
  );

  app.get(
    '/admin/audit/actions',
    {
      config,
      schema: {
        tags,
        summary: 'The actions the trail records: one per admin route that changes data',
        security,
        response: { 200: auditActionsResponse, 401: adminErrors[401], 403: adminErrors[403] },
      },
    },
    async () => ({ actions: app.audit.actions() }),
  );
}
