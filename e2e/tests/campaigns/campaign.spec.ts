import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import { publishLibraryDesigns, type LibraryDesign } from '../../fixtures/libraryDesigns.ts';
import {
  DEMO_ADMIN,
  DEMO_USER,
  addSession,
  bearer,
  signInTokens,
  type SessionTokens,
} from '../../fixtures/session.ts';

// One journey in order: the admin sets a campaign up, the user redeems, the admin sees it.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const AUTHOR = `Nadelwerk ${stamp}`;
const CAMPAIGN = `Spring by the sea ${stamp}`;
const LOGO = path.resolve(import.meta.dirname, '../../../site/public/favicon.svg');

let admin: SessionTokens;
let designs: LibraryDesign[];
let campaignUrl = '';

test.beforeAll(async ({ request }) => {
  admin = await signInTokens(request, DEMO_ADMIN);
  designs = await publishLibraryDesigns(request, admin, [
    'real/pes/andkoma__tulip_flower.pes',
    'real/pes/andkoma__nautical_anchor.pes',
  ]);
});

async function asAdmin(page: Page, baseURL: string | undefined) {
  await addSession(page.context(), baseURL ?? '', admin);
}

test('the admin creates an author with a logo and a campaign with two library designs', async ({
  page,
  baseURL,
}) => {
  await asAdmin(page, baseURL);
  await page.goto('/superadmin/associated-authors/create');
  await page.getByLabel('Name').fill(AUTHOR);
  await page.getByLabel('Website').fill('https://nadelwerk.example');
  await page.getByLabel('Description').fill('Hand-digitised motifs from a small studio.');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: readFileSync(LOGO),
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(AUTHOR) })).toBeVisible();

  await page.goto('/superadmin/campaigns/create');
  await page.getByLabel('Name').fill(CAMPAIGN);
  await page.getByLabel('Associated author').fill(AUTHOR);
  await page.getByRole('option', { name: AUTHOR }).click();
  await page.getByLabel('Description').fill('Two motifs for the season.');
  for (const design of designs) {
    await page.locator(`[data-testid="library-design"][data-design-id="${design.id}"]`).click();
  }
  await expect(page.getByText('Designs (2 chosen)')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/superadmin\/campaigns\/[^/]+\/show$/);
  campaignUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN })).toBeVisible();
  await expect(page.getByText('Running')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Designs' }).locator('tbody tr')).toHaveCount(2);
});

test('the user signs in from /sponsored, redeems one design, finds it in their files, and cannot redeem it twice', async ({
  page,
  request,
}) => {
  await page.goto('/sponsored');
  const campaign = page.getByTestId('sponsored-campaign').filter({ hasText: CAMPAIGN });
  await expect(campaign).toBeVisible();
  await expect(campaign.getByRole('img', { name: `Logo of ${AUTHOR}` })).toBeVisible();
  await expect(campaign.getByTestId('sponsored-design')).toHaveCount(2);
  const tulip = campaign
    .getByTestId('sponsored-design')
    .filter({ hasText: 'andkoma__tulip_flower' });
  await expect(tulip.getByText('PES')).toBeVisible();

  // Anonymous: signing in comes back to the design.
  await tulip.getByRole('link', { name: /Sign in to redeem/ }).click();
  await page.waitForURL(/\/sign-in/);
  await page.getByLabel('Email address or username').fill(DEMO_USER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/sponsored/);

  const redeemed = page.waitForResponse((r) =>
    r.url().includes('/api/campaign/redeem-campaign-design/'),
  );
  await tulip.getByRole('button', { name: 'Redeem andkoma__tulip_flower' }).click();
  const redemption = await redeemed;
  expect(redemption.status()).toBe(201);
  const copyId = ((await redemption.json()) as { designId: string }).designId;
  await expect(tulip.getByText('andkoma__tulip_flower is now in your files.')).toBeVisible();
  await expect(tulip.getByRole('link', { name: /Redeemed/ })).toBeVisible();

  // The sponsor link records a visit and opens the sponsor's site in a new tab.
  const visit = page.waitForResponse((r) =>
    r.url().includes('/api/campaign/record-visit-sponsor/'),
  );
  const popup = page.context().waitForEvent('page');
  await campaign.getByTestId('sponsor-visit').click();
  expect((await visit).status()).toBe(200);
  await (await popup).close();

  await page.goto('/files');
  const copy = page.locator(`[data-testid="design-card"][data-design-id="${copyId}"]`);
  await expect(copy).toContainText('andkoma__tulip_flower');

  // Twice: the page shows it redeemed, and the api refuses a second redemption.
  await page.goto('/sponsored');
  const again = page.getByTestId('sponsored-campaign').filter({ hasText: CAMPAIGN });
  const tulipAgain = again
    .getByTestId('sponsored-design')
    .filter({ hasText: 'andkoma__tulip_flower' });
  await expect(tulipAgain).toHaveAttribute('data-redeemed', 'true');
  await expect(tulipAgain.getByRole('button', { name: /Redeem/ })).toHaveCount(0);
  const user = await signInTokens(request, DEMO_USER);
  const entryId = (await tulipAgain.getAttribute('id'))?.replace(/^design-/, '');
  const second = await request.post(`/api/campaign/redeem-campaign-design/${entryId}`, {
    headers: bearer(user),
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).code).toBe('ALREADY_REDEEMED');
});

test('the admin sees one redemption and the sponsor visit', async ({ page, baseURL }) => {
  await asAdmin(page, baseURL);
  await page.goto(campaignUrl);
  await expect(page.getByTestId('figure-redemptions')).toContainText('1');
  await expect(page.getByTestId('figure-unique-users')).toContainText('1');
  await expect(page.getByTestId('figure-visits')).toContainText('1');
  const table = page.getByRole('table', { name: 'Designs' });
  await expect(table.getByRole('row', { name: /andkoma__tulip_flower/ })).toContainText('1');
});
