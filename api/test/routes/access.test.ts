import { describe, expect, it } from 'vitest';
import { build, registeredRoutes } from '../helper.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';

/**
 * Who may call every /api route (DESIGN.md §5). A new route must be added here, so its access is
 * a decision someone wrote down, and this test proves the api enforces it.
 */
export const ACCESS: Record<string, 'public' | 'user' | 'admin'> = {
  'GET /api/health': 'public',
  'GET /api/config': 'public',
  'GET /api/user/profile': 'user',
  'GET /api/user/settings': 'user',
  'PUT /api/user/settings': 'user',
  'GET /api/user/quota': 'user',
  'GET /api/user/threads': 'user',
  'PUT /api/user/threads': 'user',
  'GET /api/threads/brands': 'public',
  'GET /api/threads/brands/:id': 'public',
  'GET /api/stickerei/:id/threads': 'public',
  'GET /api/stickerei/:id/format-check': 'public',
  'GET /api/stickerei/:id/worksheet.pdf': 'public',
  'POST /api/stickerei/worksheets': 'user',
  'POST /api/stickerei/:id/share': 'user',
  'GET /api/stickerei/:id/share': 'user',
  'DELETE /api/stickerei/:id/share': 'user',
  'GET /api/share/:token': 'public',
  'GET /api/campaign/associated-authors': 'admin',
  'GET /api/campaign/associated-author/:id': 'admin',
  'GET /api/campaign/associated-author/:id/logo': 'public',
  'PUT /api/campaign/associated-author/:id/logo': 'admin',
  'POST /api/campaign/create-associated-author': 'admin',
  'PUT /api/campaign/update-associated-author/:id': 'admin',
  'DELETE /api/campaign/delete-associated-author/:id': 'admin',
  'GET /api/campaign/active-sponsored-campaigns': 'public',
  'GET /api/campaign/inactive-sponsored-campaigns': 'admin',
  'GET /api/campaign/sponsored-campaign/:id': 'public',
  'POST /api/campaign/add-sponsored-campaign': 'admin',
  'PUT /api/campaign/update-sponsored-campaign': 'admin',
  'DELETE /api/campaign/delete-sponsored-campaign/:id': 'admin',
  'POST /api/campaign/add-design-to-campaigns': 'admin',
  'PATCH /api/campaign/update-sponsored-campaign-design/:id': 'admin',
  'DELETE /api/campaign/delete-design-from-campaign/:id': 'admin',
  'POST /api/campaign/redeem-campaign-design/:id': 'user',
  'GET /api/campaign/redeem-campaign-design/:id/analytics': 'admin',
  'POST /api/campaign/record-visit-sponsor/:id': 'public',
  'POST /api/campaign/publish-design/:id': 'admin',
  'GET /api/stickerei/list': 'public',
  'GET /api/stickerei/filter-options': 'public',
  'GET /api/stickerei/similar': 'public',
  'GET /api/stickerei/:id': 'public',
  'PATCH /api/stickerei/:id': 'user',
  'PUT /api/stickerei/:id/favorite': 'user',
  'PUT /api/stickerei/:id/already-stitched': 'user',
  'POST /api/stickerei/delete': 'user',
  'POST /api/stickerei/upload-file': 'user',
  'POST /api/stickerei/upload-files': 'user',
  'POST /api/stickerei/:id/upload-embroidery-file': 'user',
  'GET /api/stickerei/processing-jobs': 'user',
  'GET /api/stickerei/imports': 'user',
  'GET /api/stickerei/imports/:id': 'user',
  'GET /api/stickerei/imports/:id/entries': 'user',
  'POST /api/stickerei/lookup': 'user',
  'POST /api/stickerei/uploads': 'user',
  'PATCH /api/stickerei/uploads/:id': 'user',
  'DELETE /api/stickerei/uploads/:id': 'user',
  'GET /api/stickerei/download-file': 'user',
  'GET /api/stickerei/:id/preview/:size.png': 'public',
  'GET /api/stickerei/:id/preview/:size.avif': 'public',
  'GET /api/stream/processing-jobs': 'user',
  'GET /api/admin/events': 'admin',
  'GET /api/admin/events/metrics': 'admin',
  'GET /api/admin/events/search-terms': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/users/:id/quota': 'admin',
  'PUT /api/admin/users/:id/quota': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/audit/as-csv': 'admin',
  'GET /api/admin/audit/actions': 'admin',
  'GET /api/user-analytics/as-csv': 'admin',
  'GET /api/user-analytics': 'admin',
  'GET /api/user-analytics/activity': 'admin',
  'GET /api/stickerei/database-tables': 'admin',
  'POST /api/stickerei/setup-test-data': 'admin',
  'GET /api/stickerei/operations/:id': 'admin',
  'POST /api/stickerei/delete-data': 'admin',
  'POST /api/stickerei/manual-processing-jobs-cleanup': 'admin',
  'POST /api/stickerei/run-performance-test': 'admin',
  'GET /api/stickerei/performance-tests': 'admin',
};

const DUMMY_ID = '00000000-0000-4000-8000-000000000000';

describe('route table: every /api route × anonymous, USER, ADMIN', async () => {
  const tokens = await tokenFactory();
  const app = await build({ config: { cognito: cognitoFor(tokens) } });
  const apiRoutes = (registeredRoutes.get(app) ?? []).filter(
    (r) => r.split(' ')[1]?.startsWith('/api/') && !r.includes('/api/docs'),
  );
  const user = await as(tokens, 'table-user', ['USER']);
  const admin = await as(tokens, 'table-admin', ['ADMIN']);

  it('lists exactly the registered routes', () => {
    expect([...apiRoutes].sort()).toEqual(Object.keys(ACCESS).sort());
  });

  const call = (route: string, headers: Record<string, string>) => {
    const [method, url] = route.split(' ') as [string, string];
    return app.inject({
      method: method as 'GET',
      url: url.replace(/:[A-Za-z]+/g, DUMMY_ID),
      headers,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
  };

  it.each(Object.entries(ACCESS))('%s (%s)', async (route, access) => {
    const anonymous = await call(route, {});
    const asUser = await call(route, user);
    const asAdmin = await call(route, admin);
    if (access === 'public') expect(anonymous.statusCode).not.toBe(401);
    else expect(anonymous.statusCode).toBe(401);
    if (access === 'admin') expect(asUser.statusCode).toBe(403);
    else expect([401, 403]).not.toContain(asUser.statusCode);
    expect([401, 403]).not.toContain(asAdmin.statusCode);
  });
});
