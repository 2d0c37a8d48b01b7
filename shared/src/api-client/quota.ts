import type { QuotaChange, QuotaUsage } from '../domain/quota.ts';
import type { RequestClient } from './request.ts';

// Storage quotas (docs/quotas.md).

/** `GET /api/user/quota`: what my originals take, my quota and what is left. */
export const getMyQuota = (client: RequestClient, signal?: AbortSignal) =>
  client.get<QuotaUsage>('/user/quota', { signal });

/**
 * `GET /api/admin/users/{id}/quota` (ADMIN): a user's usage and quota.
 * @throws RequestError 404 for an unknown user
 */
export const getUserQuota = (client: RequestClient, userId: string, signal?: AbortSignal) =>
  client.get<QuotaUsage>(`/admin/users/${encodeURIComponent(userId)}/quota`, { signal });

/**
 * `PUT /api/admin/users/{id}/quota` (ADMIN): sets a user's quota; null for a limit is the default.
 * @returns the usage with the new quota
 * @throws RequestError 400 for a negative or fractional limit, 404 for an unknown user
 */
export const setUserQuota = (client: RequestClient, userId: string, change: QuotaChange) =>
  client.put<QuotaUsage>(`/admin/users/${encodeURIComponent(userId)}/quota`, { json: change });
