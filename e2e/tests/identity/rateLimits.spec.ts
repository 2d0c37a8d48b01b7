// Rate limits as a user meets them (issue 15, docs/rate-limits.md): once an account has used up
// its uploads for the window, the next upload on /files is refused by the api with 429 and the
// page says how long to wait. Counted per account, so no other test's account is touched.
import { expect, test } from '../../fixtures/test.ts';
import { freshEmail, signUp } from '../../fixtures/identity.ts';

const PASSWORD = 'Rate-Limit-2026!';

test('an upload over the rate limit says how long to wait, and the next account is not affected', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUp(page, { email: freshEmail('rate'), password: PASSWORD });
  await expect(page.locator('#account-island')).toHaveAttribute('data-account', 'in', {
    timeout: 20_000,
  });

  const cookies = await context.cookies();
  const accessToken = cookies.find((cookie) =>
    decodeURIComponent(cookie.name).endsWith('.accessToken'),
  );
  expect(accessToken, 'the session cookie with the access token').toBeTruthy();
  const authorization = `Bearer ${decodeURIComponent(accessToken!.value)}`;

  // Use up the account's uploads with requests the api refuses anyway (no file in them): each
  // one counts, as a real upload would.
  let refused: Awaited<ReturnType<typeof request.post>> | null = null;
  for (let sent = 0; sent < 1_000 && !refused; sent++) {
    const response = await request.post('/api/stickerei/upload-files', {
      headers: { authorization },
      multipart: { note: 'no file' },
    });
    if (response.status() === 429) refused = response;
    else if (response.status() >= 500) throw new Error(`upload answered ${response.status()}`);
    else
      expect(
        response.status(),
        'a request without a file is refused as bad input',
      ).toBeGreaterThanOrEqual(400);
  }
  expect(refused, 'the uploads limit was reached').not.toBeNull();
  const retryAfter = Number(refused!.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const body = (await refused!.json()) as { code: string; message: string };
  expect(body.code).toBe('TOO_MANY_REQUESTS');

  // The same account uploads a real file on /files: refused, and the page says how long to wait.
  await page.goto('/files');
  await page.locator('[data-testid=upload-input]').setInputFiles({
    name: 'star.dst',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(600),
  });
  await expect(page.getByText(/Too many requests — try again in \d+ seconds?\./)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('[data-testid=design-card]')).toHaveCount(0);

  // Another account is counted on its own: its request is not refused for the first one's.
  await page.context().clearCookies();
  const other = await context.browser()!.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await signUp(otherPage, { email: freshEmail('rate-other'), password: PASSWORD });
    await expect(otherPage.locator('#account-island')).toHaveAttribute('data-account', 'in', {
      timeout: 20_000,
    });
    const otherToken = (await other.cookies()).find((cookie) =>
      decodeURIComponent(cookie.name).endsWith('.accessToken'),
    );
    const response = await request.post('/api/stickerei/upload-files', {
      headers: { authorization: `Bearer ${decodeURIComponent(otherToken!.value)}` },
      multipart: { note: 'no file' },
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status(), 'the other account still has its uploads').not.toBe(429);
  } finally {
    await other.close();
  }
});
