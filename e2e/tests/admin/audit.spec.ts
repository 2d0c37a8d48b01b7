import { readFileSync } from 'node:fs';
import { expect, test } from '../../fixtures/test.ts';
import { parseCsv } from '../../fixtures/csv.ts';
import {
  DEMO_ADMIN,
  addSession,
  bearer,
  signInTokens,
  type SessionTokens,
} from '../../fixtures/session.ts';

// An admin acts (an author created in the admin, a deletion refused by the api), then reads the
// audit trail: the entries are there, filters narrow them, the CSV holds what is filtered.
test.describe.configure({ mode: 'serial' });

const AUTHOR = `Audit Probe ${Date.now().toString(36)}`;
let admin: SessionTokens;
let refusedRequestId = '';

test.beforeAll(async ({ request }) => {
  admin = await signInTokens(request, DEMO_ADMIN);
  // the api learns the admin's e-mail at the profile call
  expect((await request.get('/api/user/profile', { headers: bearer(admin) })).ok()).toBe(true);
});

test('an admin action and a refused one appear in the audit trail', async ({
  page,
  baseURL,
  request,
}) => {
  await addSession(page.context(), baseURL ?? '', admin);
  await page.goto('/superadmin/associated-authors/create');
  await page.getByLabel('Name').fill(AUTHOR);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(AUTHOR) })).toBeVisible();

  const refused = await request.post('/api/stickerei/delete-data', {
    headers: bearer(admin),
    data: { scope: 'all', confirm: 'yes please' },
  });
  expect(refused.status()).toBe(400);

  await page.getByRole('menuitem', { name: 'Audit' }).click();
  await expect(page).toHaveURL(/\/superadmin\/audit/);
  const created = page.getByRole('row', { name: /campaign\.create-associated-author/ }).first();
  await expect(created).toContainText(DEMO_ADMIN.email);
  await expect(created).toContainText('Done');
  await expect(created).toContainText(AUTHOR);
  const failed = page.getByRole('row', { name: /stickerei\.delete-data/ }).first();
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('send confirm "DELETE ALL DATA"');
  refusedRequestId = (await failed.locator('td').last().innerText()).trim();
  expect(refusedRequestId).toMatch(/\S/);
});

test('the admin filters the trail and exports what is filtered as CSV', async ({
  page,
  baseURL,
}) => {
  await addSession(page.context(), baseURL ?? '', admin);
  await page.goto('/superadmin/audit');
  await page.getByLabel('Outcome').click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page.getByRole('row', { name: /stickerei\.delete-data/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /campaign\.create-associated-author/ })).toHaveCount(
    0,
  );
  await page.getByLabel('Action').click();
  await page.getByRole('option', { name: 'stickerei.delete-data' }).click();
  await expect(page).toHaveURL(/outcome/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('audit-export-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8'));
  const col = (name: string) => header!.indexOf(name);
  expect(header).toContain('requestId');
  expect(rows.length).toBeGreaterThanOrEqual(1);
  for (const row of rows) {
    expect(row[col('outcome')]).toBe('failed');
    expect(row[col('action')]).toBe('stickerei.delete-data');
  }
  expect(rows.map((r) => r[col('requestId')])).toContain(refusedRequestId);
  expect(rows.find((r) => r[col('requestId')] === refusedRequestId)?.[col('actorEmail')]).toBe(
    DEMO_ADMIN.email,
  );
});

test('the audit page in both languages and themes', async ({ page, baseURL }, testInfo) => {
  await addSession(page.context(), baseURL ?? '', admin);
  const themeToggle = page.getByRole('button', {
    name: /Toggle light\/dark mode|Zwischen hell und dunkel wechseln/,
  });
  for (const language of ['en', 'de'] as const) {
    // the remembered language the site and admin share (shared/src/i18n/locale.ts)
    await page.addInitScript((lang) => localStorage.setItem('stickerei.language', lang), language);
    await page.goto('/superadmin/audit');
    const heading = language === 'de' ? 'Ergebnis' : 'Outcome';
    await expect(page.getByRole('columnheader', { name: heading })).toBeVisible();
    await expect(page.getByRole('row', { name: /stickerei\.delete-data/ }).first()).toContainText(
      language === 'de' ? 'Fehlgeschlagen' : 'Failed',
    );
    for (const theme of ['first', 'second']) {
      await page.screenshot({
        path: testInfo.outputPath(`audit-${language}-${theme}.png`),
        fullPage: true,
      });
      await themeToggle.click();
    }
  }
});
