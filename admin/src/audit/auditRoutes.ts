import type { AuditListResponse, AuditQuery } from '@stickerei/shared/domain';
import type { ResourceRoutes } from '../dataProvider/resourceRoutes.ts';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

// A date input gives a local date-time (or a Date); the api takes ISO date-times.
const isoTime = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  const date = new Date(value as string | Date);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/** react-admin's filter values as the api's audit filters (empty ones left out). */
export function auditQuery(filter: Record<string, unknown> = {}): AuditQuery {
  const q: AuditQuery = {
    actor: text(filter.actor),
    action: text(filter.action),
    outcome: text(filter.outcome) as AuditQuery['outcome'],
    from: isoTime(filter.from),
    to: isoTime(filter.to),
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined));
}

/** `audit`: the trail, newest first, one page per request (`GET /admin/audit`). */
export const auditRoutes: ResourceRoutes = {
  getList: {
    call: ({ filter, pagination }) => ({
      method: 'GET',
      path: '/admin/audit',
      query: {
        ...auditQuery(filter as Record<string, unknown>),
        page: pagination?.page ?? 1,
        pageSize: pagination?.perPage ?? 25,
      },
    }),
    result: (body) => {
      const { items, total } = body as AuditListResponse;
      return { data: items, total };
    },
  },
};
