import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { freshEmail, signUp } from '../../fixtures/identity.ts';
import {
  DEMO_ADMIN,
  addSession,
  signInTokens,
  type SessionTokens,
} from '../../fixtures/session.ts';

// Per-user quotas (docs/quotas.md) from both sides: the user's storage meter, the admin's
// dialog that lowers the quota, and an upload that no longer fits.

const CORPUS = path.resolve(import.meta.dirname, '../../../corpus/real/dst');
const FIRST = path.join(CORPUS, 'andkoma__tulip_flower.dst'); // 2,333 bytes
const SECOND = path.join(CORPUS, 'emm__Star.dst'); // 8,213 bytes

/** The storage box on /files or the settings card. */
const meter = (page: Page) => page.getByTestId('quota');

async function expectUsage(page: Page, used: string, files: string, left: string) {
  await expect(meter(page).getByTestId('quota-used')).toContainText(used);
  await expect(meter(page).getByTestId('quota-used')).toContainText(files);
  await expect(meter(page).getByTestId('quota-left')).toHaveText(left);
}

/**
 * The admin lowers the storage quota of `email` (who holds one 2.3 KB file) to `gigabytes` in
 * /superadmin/analytics, in a browser context of their own; `shown` is the new quota's text.
 */
async function lowerQuota(
  browser: Browser,
  options: {
    baseURL: string;
    admin: SessionTokens;
    email: string;
    gigabytes: string;
    shown: string;
  },
) {
  const context = await browser.newContext({ baseURL: options.baseURL });
  await addSession(context, options.baseURL, options.admin);
  const page = await context.newPage();
  await page.goto('/superadmin/analytics');
  const table = page.getByTestId('user-table');
  await table.getByLabel('Search by id, e-mail or name').fill(options.email);
  const row = table.locator('tbody tr');
  await expect(row).toHaveCount(1);
  // Storage used, files, storage quota and file quota as the user's meter shows them.
  await expect(row).toContainText('2.3 KB');
  await expect(row).toContainText('5 GB');
  await expect(row).toContainText('50,000');

  await row.getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByRole('dialog', { name: `Storage quota of ${options.email}` });
  await expect(dialog).toContainText('Uses 2.3 KB in 1 file.');
  await expect(dialog.getByLabel('Storage (GB)')).toHaveValue('5');
  await expect(dialog.getByLabel('Files')).toHaveValue('50000');
  await dialog.getByLabel('Storage (GB)').fill(options.gigabytes);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The table is loaded again with the new quota; the file quota stays the default.
  await expect(row).toContainText(options.shown);
  await expect(row).not.toContainText('5 GB');
  await expect(row).toContainText('50,000');
  await context.close();
}

test('a user sees their storage; after the admin lowers the quota an upload is refused', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const email = freshEmail('quota');
  await signUp(page, { email, password: 'Quota-User-1' });
  await page.waitForURL('**/files');

  // A fresh account: nothing used of the default quota, on /files and in the settings.
  await expectUsage(page, '0 B of 5 GB used', '0 of 50,000 files', '5 GB and 50,000 files left');
  await expect(meter(page).getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  await page.goto('/settings');
  await expect(meter(page).getByRole('heading', { name: 'Storage' })).toBeVisible();
  await expectUsage(page, '0 B of 5 GB used', '0 of 50,000 files', '5 GB and 50,000 files left');

  // One design: the meter follows the upload without a reload.
  await page.goto('/files');
  await page.getByTestId('upload-input').setInputFiles(FIRST);
  await expect(page.locator('[data-testid=upload-job][data-state=done]')).toHaveCount(1, {
    timeout: 60_000,
  });
  await expect(page.getByTestId('design-card')).toHaveCount(1, { timeout: 20_000 });
  await expectUsage(page, '2.3 KB of 5 GB used', '1 of 50,000 files', '5 GB and 49,999 files left');

  // The admin leaves room for 5 KB: 2.7 KB are left, less than the next file's 8.2 KB.
  await lowerQuota(browser, {
    baseURL: baseURL ?? '',
    admin: await signInTokens(request, DEMO_ADMIN),
    email,
    gigabytes: '0.000005',
    shown: '5 KB',
  });

  await page.getByTestId('upload-input').setInputFiles(SECOND);
  const refused = page.locator('[data-testid=upload-job][data-state=rejected]');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('emm__Star.dst');
  await expect(refused.getByTestId('job-error')).toHaveText(
    'This does not fit in your storage: 2.7 KB and 49,999 files left. Nothing was stored. ' +
      'Delete designs you no longer need to make room, or ask us for a larger quota.',
  );
  // The meter shows the new quota (loaded again after the refusal) and no more usage.
  await expectUsage(
    page,
    '2.3 KB of 5 KB used',
    '1 of 50,000 files',
    '2.7 KB and 49,999 files left',
  );
  await expect(meter(page).getByRole('meter')).toHaveAttribute('aria-valuenow', '47');

  // Nothing of the refused file was stored: after a reload the list still holds one design.
  await page.reload();
  await expect(page.getByTestId('design-card')).toHaveCount(1, { timeout: 20_000 });
  await expectUsage(
    page,
    '2.3 KB of 5 KB used',
    '1 of 50,000 files',
    '2.7 KB and 49,999 files left',
  );
  await page.goto('/settings');
  await expectUsage(
    page,
    '2.3 KB of 5 KB used',
    '1 of 50,000 files',
    '2.7 KB and 49,999 files left',
  );
});
