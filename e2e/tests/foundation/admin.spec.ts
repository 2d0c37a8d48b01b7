import { expect, test } from '../../fixtures/test.ts';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signIn } from '../../fixtures/identity.ts';

/** Signs in as the demo admin through the site's page, then opens `path`. */
async function adminAt(page: Page, path: string) {
  await page.goto('/sign-in');
  await signIn(page, DEMO_ADMIN);
  await page.waitForURL('**/files');
  await page.goto(path);
}

test('/superadmin/ loads the admin app, which guards itself', async ({ page, request }) => {
  const response = await request.get('/superadmin/');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('id="root"');
  await page.goto('/superadmin/');
  // The admin app itself sends an anonymous visitor to sign in, remembering where to return.
  await page.waitForURL('**/sign-in?returnTo=%2Fsuperadmin%2F');
  await signIn(page, DEMO_ADMIN);
  await page.waitForURL(/\/superadmin\/?$/);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('a deep admin URL is served by the admin app and survives a reload (history mode)', async ({
  page,
  request,
}) => {
  const response = await request.get('/superadmin/database/PerformanceTest');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('id="root"');
  await adminAt(page, '/superadmin/database/PerformanceTest');
  await expect(page).toHaveURL(/\/superadmin\/database\/PerformanceTest$/);
  await page.reload();
  await expect(page).toHaveURL(/\/superadmin\/database\/PerformanceTest$/);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('a button in the admin bar is named before its tooltip loads, which shows on hover', async ({
  page,
}) => {
  await adminAt(page, '/superadmin/');
  // MUI's Tooltip is fetched on the first hover (docs/delivery.md); the name is there before it.
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeVisible();
  await refresh.hover();
  await expect(page.getByRole('tooltip', { name: 'Refresh' })).toBeVisible();
});

test("the bar's language menu is mounted when first opened and switches the admin's language", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('stickerei.language', 'en'));
  await adminAt(page, '/superadmin/');
  const button = page.getByRole('button', { name: 'English' });
  await expect(button).toBeVisible();
  await expect(page.getByTestId('dashboard-figures')).toBeVisible();
  // Not rendered hidden in the first screen (react-admin's LocalesMenuButton keeps its menu
  // mounted from the start): only the first click mounts it.
  const deutsch = page.getByRole('menuitem', { name: 'Deutsch', includeHidden: true });
  await expect(deutsch).toHaveCount(0);
  await button.click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('#language-menu [role=menu]')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Kennzahlen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible();
  // the choice is the one the site and the admin share
  expect(await page.evaluate(() => localStorage.getItem('stickerei.language'))).toBe('de');
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Key figures' })).toBeVisible();
});
