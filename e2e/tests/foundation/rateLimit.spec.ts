import { expect, test } from '@playwright/test';
import { freshEmail, signUp } from '../../fixtures/identity.ts';

// Issue 15 (docs/rate-limits.md): over a limit, the api answers 429 with Retry-After and the
// site says how long to wait. The default lookup limit (1,200 a minute per caller) is reached
// by a fresh account of its own, so no other test's caller is held back.
test('the site shows "try again in N seconds" when the api refuses too many requests', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await signUp(page, { email: freshEmail('limited'), password: 'Limited-Pass-2026' });
  await page.waitForURL('**/files');
  const token = (await context.cookies()).find((c) => c.name.endsWith('.accessToken'))?.value;
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${decodeURIComponent(token!)}` };

  // Lookups of this account until the api refuses one.
  let refused: Awaited<ReturnType<typeof request.get>> | null = null;
  for (let batch = 0; batch < 70 && !refused; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request.get('/api/stickerei/list?pageSize=1', { headers })),
    );
    refused = answers.find((a) => a.status() === 429) ?? null;
  }
  expect(refused, 'the lookup limit was not reached').not.toBeNull();
  const wait = Number(refused!.headers()['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect((await refused!.json()).code).toBe('TOO_MANY_REQUESTS');

  await page.reload();
  await expect(page.getByText(/Too many requests — try again in \d+ seconds?\./)).toBeVisible();
});
