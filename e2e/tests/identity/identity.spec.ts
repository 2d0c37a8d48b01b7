import { expect, test } from '../../fixtures/test.ts';
import {
  CONFIRMATION_CODE,
  DEMO_ADMIN,
  DEMO_USER,
  freshEmail,
  signIn,
  signOut,
  signUp,
  totpCode,
} from '../../fixtures/identity.ts';

test.describe('identity in the browser', () => {
  test('sign up → confirm → signed in on /files, in group USER', async ({ page }) => {
    const account = { email: freshEmail('signup'), password: 'Fresh-Account-1' };
    await signUp(page, account);
    await page.waitForURL('**/files');
    await expect(page.locator('html')).toHaveAttribute('data-guard', 'allowed');
    await expect(page.locator('#account-island')).toHaveAttribute('data-account', 'in');
    await expect(page.locator('[data-account-email]')).toHaveText(account.email);
    // The api accepts the new account's token on a USER route (PostConfirmation put it in USER).
    const status = await page.evaluate(async () => {
      const cookie = document.cookie
        .split('; ')
        .find((c) => /^stickerei\.auth\..+\.accessToken=/.test(c));
      const token = decodeURIComponent(cookie?.split('=')[1] ?? '');
      return (await fetch('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } }))
        .status;
    });
    expect(status).toBe(200);
  });

  test('the demo user opening /superadmin/ lands on /access-denied', async ({ page }) => {
    await signIn(page, DEMO_USER);
    await page.waitForURL('**/files');
    await page.goto('/superadmin/');
    await page.waitForURL('**/access-denied');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('[data-account-admin]')).toBeHidden();
  });

  test('the demo admin reaches the admin dashboard', async ({ page }) => {
    await page.goto('/superadmin/');
    await page.waitForURL(/\/sign-in\?returnTo=%2Fsuperadmin/);
    await signIn(page, DEMO_ADMIN);
    await page.waitForURL(/\/superadmin\/?$/);
    await expect(page.getByRole('heading', { name: 'Key figures' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Campaigns' })).toBeVisible();
  });

  test('an anonymous visit to /favorites signs in and returns to /favorites', async ({ page }) => {
    await page.goto('/favorites');
    await page.waitForURL('**/sign-in?returnTo=%2Ffavorites');
    await signIn(page, DEMO_USER);
    await page.waitForURL('**/favorites');
    await expect(page.locator('html')).toHaveAttribute('data-guard', 'allowed');
  });

  test('a wrong password gets a clear message and no session', async ({ page }) => {
    await signIn(page, { email: DEMO_USER.email, password: 'not-the-password' });
    const alert = page.locator('#sign-in-island [role=alert]');
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText('Exception');
    await expect(page.locator('#account-island')).not.toHaveAttribute('data-account', 'in');
  });

  test('forgot password → code → the new password works, the old one not', async ({ page }) => {
    const account = { email: freshEmail('forgot'), password: 'Old-Password-1' };
    await signUp(page, account);
    await page.waitForURL('**/files');
    await signOut(page);

    await page.goto('/forgot-password');
    const island = page.locator('#forgot-password-island');
    await island.getByLabel('Email address or username').fill(account.email);
    await island.getByRole('button', { name: 'Send code' }).click();
    await island.getByLabel('Code').fill(CONFIRMATION_CODE);
    await island.getByLabel('New password', { exact: true }).fill('New-Password-2');
    await island.getByLabel('Repeat the new password').fill('New-Password-2');
    await island.getByRole('button', { name: 'Set new password' }).click();
    await expect(island.locator('[data-auth-step="reset-done"]')).toBeVisible();

    await signIn(page, account);
    await expect(page.locator('#sign-in-island [role=alert]')).toBeVisible();
    await page.goto('/sign-in');
    await signIn(page, { email: account.email, password: 'New-Password-2' });
    await page.waitForURL('**/files');
  });

  test('TOTP set-up in settings, then sign-in with a TOTP code', async ({ page }) => {
    const account = { email: freshEmail('totp'), password: 'Totp-Account-1' };
    await signUp(page, account);
    await page.waitForURL('**/files');

    await page.goto('/settings');
    const settings = page.locator('#settings-island');
    await settings.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secret = await settings.locator('[data-totp-secret]').getAttribute('data-totp-secret');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expect(settings.locator('canvas, svg, img').first()).toBeVisible();
    await settings.getByLabel(/Code/).fill(totpCode(secret ?? ''));
    await settings.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(settings.locator('[data-totp-status="on"]')).toBeVisible();

    await signOut(page);
    await page.goto('/sign-in?returnTo=%2Ffavorites');
    await signIn(page, account);
    const step = page.locator('[data-auth-step="code-TOTP"]');
    await expect(step).toBeVisible();
    await step
      .getByLabel('Code from the app')
      .fill('000000' === totpCode(secret ?? '') ? '111111' : '000000');
    await step.getByRole('button').first().click();
    await expect(page.locator('#sign-in-island [role=alert]')).toBeVisible();
    await step.getByLabel('Code from the app').fill(totpCode(secret ?? ''));
    await step.getByRole('button').first().click();
    await page.waitForURL('**/favorites');
  });

  test('sign-out clears the session: protected pages need sign-in again', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO_USER);
    await page.waitForURL('**/files');
    await signOut(page);
    await page.waitForURL((url) => url.pathname === '/');
    const cookies = await context.cookies();
    expect(cookies.filter((c) => c.name.startsWith('stickerei.auth.') && c.value)).toEqual([]);
    await page.goto('/files');
    await page.waitForURL('**/sign-in?returnTo=%2Ffiles');
  });
});
