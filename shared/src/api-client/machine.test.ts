import { describe, expect, it, vi } from 'vitest';
import {
  createShareLink,
  downloadWorksheet,
  downloadWorksheets,
  getDesignThreads,
  getFormatCheck,
  getSharedDesign,
  getThreadBrand,
  getThreadStock,
  getUserSettings,
  listThreadBrands,
  replaceThreadStock,
  revokeShareLink,
  updateUserSettings,
} from './machine.ts';
import { createRequestClient } from './request.ts';

interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

function recorder(answer: () => Response = () => new Response('{}', { status: 200 })) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: init.headers as Record<string, string>,
    });
    return answer();
  });
  const client = createRequestClient({
    baseUrl: '/api',
    getToken: () => 'token-1',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, calls };
}

const brief = (calls: Call[]) => calls.map(({ method, url, body }) => ({ method, url, body }));

describe('machine endpoints', () => {
  it('read the thread charts', async () => {
    const { client, calls } = recorder();
    await listThreadBrands(client);
    await getThreadBrand(client, 'madeira polyneon');
    expect(brief(calls)).toEqual([
      { method: 'GET', url: '/api/threads/brands', body: undefined },
      { method: 'GET', url: '/api/threads/brands/madeira%20polyneon', body: undefined },
    ]);
  });

  it('read and change the settings, sending only the fields that change', async () => {
    const { client, calls } = recorder();
    await getUserSettings(client);
    await updateUserSettings(client, { threadBrand: 'mine' });
    await updateUserSettings(client, { hoops: [{ name: '5×7', widthMm: 130, heightMm: 180 }] });
    expect(brief(calls)).toEqual([
      { method: 'GET', url: '/api/user/settings', body: undefined },
      { method: 'PUT', url: '/api/user/settings', body: { threadBrand: 'mine' } },
      {
        method: 'PUT',
        url: '/api/user/settings',
        body: { hoops: [{ name: '5×7', widthMm: 130, heightMm: 180 }] },
      },
    ]);
    expect(calls[1]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('read and replace the thread stock', async () => {
    const { client, calls } = recorder(() => new Response('{"items":[]}', { status: 200 }));
    await getThreadStock(client);
    await replaceThreadStock(client, [{ brand: 'isacord', code: '0015' }]);
    expect(brief(calls)).toEqual([
      { method: 'GET', url: '/api/user/threads', body: undefined },
      {
        method: 'PUT',
        url: '/api/user/threads',
        body: { items: [{ brand: 'isacord', code: '0015' }] },
      },
    ]);
  });

  it('ask for a thread list with or without a chart, and for a format check', async () => {
    const { client, calls } = recorder();
    await getDesignThreads(client, 'd/1');
    await getDesignThreads(client, 'd1', 'mine');
    await getFormatCheck(client, 'd1', 'dst');
    expect(brief(calls)).toEqual([
      { method: 'GET', url: '/api/stickerei/d%2F1/threads', body: undefined },
      { method: 'GET', url: '/api/stickerei/d1/threads?brand=mine', body: undefined },
      { method: 'GET', url: '/api/stickerei/d1/format-check?format=dst', body: undefined },
    ]);
  });

  it('download a worksheet as a blob with chart, language and paper', async () => {
    const { client, calls } = recorder(() => new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    const blob = await downloadWorksheet(client, 'd1', {
      brand: 'isacord',
      lang: 'de',
      paper: 'letter',
    });
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(calls[0]?.url).toBe(
      '/api/stickerei/d1/worksheet.pdf?brand=isacord&lang=de&paper=letter',
    );
    expect(calls[0]?.headers).toMatchObject({
      Accept: 'application/pdf',
      Authorization: 'Bearer token-1',
    });
  });

  it('asks for one PDF of many worksheets', async () => {
    const { client, calls } = recorder(() => new Response('%PDF-1.7', { status: 200 }));
    const blob = await downloadWorksheets(client, ['d1', 'd2'], { lang: 'de', paper: 'a4' });
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(brief(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/stickerei/worksheets',
        body: { ids: ['d1', 'd2'], lang: 'de', paper: 'a4' },
      },
    ]);
    expect(calls[0]?.headers).toMatchObject({ Accept: 'application/pdf' });
  });

  it('create, revoke and open share links', async () => {
    const { client, calls } = recorder(() => new Response(null, { status: 204 }));
    await createShareLink(client, 'd1');
    await expect(revokeShareLink(client, 'd1')).resolves.toBeUndefined();
    await getSharedDesign(client, 'a+b/c');
    expect(brief(calls)).toEqual([
      { method: 'POST', url: '/api/stickerei/d1/share', body: undefined },
      { method: 'DELETE', url: '/api/stickerei/d1/share', body: undefined },
      { method: 'GET', url: '/api/share/a%2Bb%2Fc', body: undefined },
    ]);
  });
});
