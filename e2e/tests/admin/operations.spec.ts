import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { parseCsv } from '../../fixtures/csv.ts';
import {
  DEMO_ADMIN,
  DEMO_USER,
  addSession,
  bearer,
  signInTokens,
  type SessionTokens,
} from '../../fixtures/session.ts';

// The admin's operations in order: test data, a performance test over it, the user CSV, and
// the search terms a user's search leaves.
test.describe.configure({ mode: 'serial' });

const TERM = `sternchen${Date.now().toString(36)}`;
let admin: SessionTokens;
let user: SessionTokens;

test.beforeAll(async ({ request }) => {
  admin = await signInTokens(request, DEMO_ADMIN);
  user = await signInTokens(request, DEMO_USER);
  // Both accounts are known users of the analytics (their first authenticated call).
  for (const tokens of [admin, user]) {
    expect((await request.get('/api/user/profile', { headers: bearer(tokens) })).ok()).toBe(true);
  }
});

async function asAdmin(page: Page, baseURL: string | undefined) {
  await addSession(page.context(), baseURL ?? '', admin);
}

test('the admin sets up test data and sees the progress finish', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await asAdmin(page, baseURL);
  await page.goto('/superadmin/database/DatabaseOperations');
  const card = page.getByTestId('setup-test-data');
  await card.getByLabel('Number of designs').fill('3000');
  await card.getByRole('button', { name: 'Set up test data' }).click();
  await expect(page.getByTestId('setup-progress').getByRole('progressbar')).toBeVisible();
  await expect(card.getByTestId('setup-done')).toContainText('Done: 3,000 designs', {
    timeout: 150_000,
  });
  await expect(page.getByTestId('setup-progress').getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByTestId('test-design-count')).toContainText(/Test designs: [1-9]/);

  await page.goto('/superadmin/database');
  const designRow = page.getByTestId('database-tables').getByRole('row', { name: /^design\b/ });
  await expect(designRow).toContainText(/\d/);
});

test('the admin runs a performance test and sees its chart and table', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await asAdmin(page, baseURL);
  await page.goto('/superadmin/database/PerformanceTest');
  const form = page.getByTestId('performance-form');
  await form.getByLabel('Requests per scenario').fill('3');
  await form.getByLabel('Requests at once').fill('2');
  await form.getByRole('button', { name: 'Run the test' }).click();
  const results = page.getByTestId('performance-results');
  await expect(results.getByRole('application')).toBeVisible({ timeout: 90_000 });
  await expect(results.getByTestId('performance-table').locator('tbody tr')).toHaveCount(10);
  await expect(results.getByRole('row', { name: /Similar designs/ })).toContainText(
    /\d+(\.\d+)? ms/,
  );
  await expect(page.getByTestId('performance-history').locator('tbody tr').first()).toBeVisible();
});

test('the admin downloads the user CSV and it parses', async ({ page, baseURL }) => {
  await asAdmin(page, baseURL);
  await page.goto('/superadmin/analytics');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-user-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^user-analytics-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(readFileSync(await download.path(), 'utf8'));
  expect(rows[0]).toEqual([
    'userId',
    'email',
    'username',
    'createdAt',
    'lastActiveAt',
    'uploads',
    'designs',
    'favorites',
    'downloads',
    'redemptions',
    'searches',
    'usedBytes',
    'usedFiles',
    'quotaBytes',
    'quotaFiles',
  ]);
  expect(rows.length).toBeGreaterThanOrEqual(3);
  // The api learnt both accounts' addresses from the user pool at their profile call.
  expect(rows.slice(1).map((r) => r[1])).toEqual(
    expect.arrayContaining([DEMO_ADMIN.email, DEMO_USER.email]),
  );
  expect(rows.slice(1).every((r) => r.length === 15 && !Number.isNaN(Date.parse(r[3] ?? '')))).toBe(
    true,
  );
  // Every user's storage and quota are whole numbers of bytes and files.
  expect(rows.slice(1).every((r) => r.slice(11).every((n) => /^\d+$/.test(n)))).toBe(true);
});

test('the admin sees a search term after a user searched for it', async ({
  page,
  baseURL,
  request,
}) => {
  for (let i = 0; i < 2; i++) {
    const search = await request.get(`/api/stickerei/list?q=${TERM}`, { headers: bearer(user) });
    expect(search.ok()).toBe(true);
  }
  await asAdmin(page, baseURL);
  await page.goto('/superadmin/events');
  const row = page.getByTestId('search-terms-table').getByRole('row', { name: new RegExp(TERM) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('100%');
  await expect(page.getByTestId('event-metrics').getByRole('application')).toBeVisible();
});

test('a sign-in is an event of the analytics', async ({ request }) => {
  // beforeAll signed both accounts in and called the profile, as the site does after sign-in.
  const profile = await request.get('/api/user/profile', { headers: bearer(user) });
  const { userId } = (await profile.json()) as { userId: string };
  const res = await request.get(`/api/admin/events?type=sign_in&userId=${userId}`, {
    headers: bearer(admin),
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    items: Array<{ type: string; userId: string | null; userLabel: string | null }>;
  };
  expect(body.items.length).toBeGreaterThanOrEqual(1);
  for (const event of body.items) {
    expect(event).toMatchObject({ type: 'sign_in', userId, userLabel: DEMO_USER.email });
  }
});

test('the admin deletes the test data only after typing the confirmation', async ({
  page,
  baseURL,
}) => {
  await asAdmin(page, baseURL);
  await page.goto('/superadmin/database/DatabaseOperations');
  const card = page.getByTestId('delete-data');
  await card.getByLabel('Test data only').check();
  const remove = card.getByRole('button', { name: 'Delete' });
  await card.getByTestId('delete-confirm').fill('delete test data');
  await expect(remove).toBeDisabled();
  await card.getByTestId('delete-confirm').fill('DELETE TEST DATA');
  await remove.click();
  await expect(card.getByTestId('delete-report')).toContainText(/Deleted [1-9][\d,]* designs/);
  await expect(page.getByTestId('test-design-count')).toContainText('Test designs: 0');
});
