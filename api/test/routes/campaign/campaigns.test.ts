import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AssociatedAuthor, CampaignDesign, SponsoredCampaign } from '@stickerei/shared/domain';
import { describe, expect, it, vi } from 'vitest';
import { nextCampaignBoundary, refreshSponsored } from '../../../src/campaigns/sponsoredFlag.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import {
  campaignAdmin,
  insertLibraryDesign,
  isSponsored,
  window,
} from '../../fixtures/campaigns.ts';
import { build, freshDb } from '../../helper.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const pngUrl = `data:image/png;base64,${PNG.toString('base64')}`;

describe('campaign api: authors, campaigns, campaign designs, sponsored flag', async () => {
  const tokens = await tokenFactory();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stickerei-campaigns-'));
  const db = await freshDb();
  const app = await build({ db, config: { cognito: cognitoFor(tokens), dataDir } });
  const admin = await as(tokens, 'admin-1', ['ADMIN', 'USER']);
  const user = await as(tokens, 'user-1', ['USER']);
  const helpers = campaignAdmin(app, admin);
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/campaign/${url}`, headers });
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/campaign/${url}`,
      headers: admin,
      ...(payload ? { payload } : {}),
    });

  describe('associated authors', () => {
    it('are created with a logo that is served with its checked type', async () => {
      const author = await helpers.author('Logo Works', { logo: pngUrl });
      expect(author).toMatchObject({
        name: 'Logo Works',
        website: 'https://stitch.example',
        campaignCount: 0,
      });
      expect(author.logoUrl).toMatch(
        new RegExp(`^/api/campaign/associated-author/${author.id}/logo\\?v=`),
      );
      const logo = await app.inject({ method: 'GET', url: author.logoUrl ?? '' });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
      expect(logo.rawPayload.equals(PNG)).toBe(true);
      const list = await get('associated-authors', admin);
      expect(list.json<{ items: AssociatedAuthor[] }>().items.map((a) => a.name)).toContain(
        'Logo Works',
      );
      expect((await get(`associated-author/${author.id}`, admin)).json()).toEqual(author);
    });

    it('are updated: fields, a new logo under a new URL (the old file goes), no logo', async () => {
      const author = await helpers.author('Before', { logo: pngUrl });
      const keep = await send('PUT', `update-associated-author/${author.id}`, {
        name: 'After',
        website: 'https://after.example',
        description: 'New text',
      });
      expect(keep.json()).toMatchObject({
        name: 'After',
        description: 'New text',
        logoUrl: author.logoUrl,
      });
      const replaced = await send('PUT', `update-associated-author/${author.id}`, {
        name: 'After',
        logo: pngUrl,
      });
      const newUrl = replaced.json<AssociatedAuthor>().logoUrl;
      expect(newUrl).not.toBe(author.logoUrl);
      const oldKey = `logos/${author.id}/${author.logoUrl?.split('v=')[1]}`;
      expect(existsSync(path.join(dataDir, 'files', oldKey))).toBe(false);
      expect(existsSync(path.join(dataDir, 'files', `logos/${author.id}`))).toBe(true);
      const removed = await send('PUT', `update-associated-author/${author.id}`, {
        name: 'After',
        logo: null,
      });
      expect(removed.json<AssociatedAuthor>().logoUrl).toBeNull();
      expect((await app.inject({ method: 'GET', url: newUrl ?? '' })).statusCode).toBe(404);
    });

    it('take a logo uploaded as a multipart image, checked by its bytes and size', async () => {
      const author = await helpers.author('Multipart');
      const upload = (bytes: Buffer, field = 'logo') => {
        const boundary = 'campaign-test-boundary';
        const payload = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return app.inject({
          method: 'PUT',
          url: `/api/campaign/associated-author/${author.id}/logo`,
          headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
      };
      const stored = await upload(PNG);
      expect(stored.statusCode).toBe(200);
      const { logoUrl } = stored.json<AssociatedAuthor>();
      const served = await app.inject({ method: 'GET', url: logoUrl ?? '' });
      expect([served.headers['content-type'], served.rawPayload.equals(PNG)]).toEqual([
        'image/png',
        true,
      ]);
      expect((await upload(Buffer.from('plain text'))).statusCode).toBe(415);
      expect((await upload(Buffer.concat([PNG, Buffer.alloc(600 * 1024)]))).statusCode).toBe(413);
      const json = await send('PUT', `associated-author/${author.id}/logo`, { logo: pngUrl });
      expect(json.statusCode).toBe(400);
    });

    it('refuse bad input with field details', async () => {
      const blank = await send('POST', 'create-associated-author', { name: '  ' });
      expect(blank.statusCode).toBe(400);
      const ftp = await send('POST', 'create-associated-author', { name: 'X', website: 'ftp://x' });
      expect(ftp.statusCode).toBe(400);
      const text = await send('POST', 'create-associated-author', {
        name: 'X',
        logo: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
      });
      expect(text.statusCode).toBe(415);
      const escapes = await send('POST', 'create-associated-author', {
        name: 'X',
        logo: 'data:image/svg+xml,%E0%A4%A',
      });
      expect(escapes.statusCode).toBe(400);
      expect(escapes.json().message).toMatch(/percent-encoding/);
      const missing = await send('PUT', `update-associated-author/${randomUUID()}`, { name: 'X' });
      expect(missing.statusCode).toBe(404);
    });

    it('cannot be deleted while they have campaigns (409 says why), then can', async () => {
      const author = await helpers.author('Busy');
      const campaign = await helpers.campaign(author.id, []);
      const refused = await send('DELETE', `delete-associated-author/${author.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/still sponsors 1 campaign\b/);
      expect((await send('DELETE', `delete-sponsored-campaign/${campaign.id}`)).statusCode).toBe(
        204,
      );
      expect((await send('DELETE', `delete-associated-author/${author.id}`)).statusCode).toBe(204);
      expect((await send('DELETE', `delete-associated-author/${author.id}`)).statusCode).toBe(404);
    });
  });

  describe('campaigns', () => {
    it('are created with their designs in order, listed as active, public while running', async () => {
      const author = await helpers.author();
      const [a, b] = [
        await insertLibraryDesign(db, { name: 'Rose' }),
        await insertLibraryDesign(db, { name: 'Tulip' }),
      ];
      const campaign = await helpers.campaign(author.id, [b!, a!]);
      expect(campaign).toMatchObject({
        status: 'running',
        active: true,
        enabled: true,
        authorId: author.id,
      });
      expect(campaign.designs.map((d) => d.design.name)).toEqual(['Tulip', 'Rose']);
      expect(campaign.designs[0]?.design).toMatchObject({
        sponsored: true,
        embroidery_file_formats: ['dst', 'pes'],
        design_width: 80.5,
        representative_image_url: `/api/stickerei/${b}/preview/256.png`,
      });
      expect(campaign.stats).toEqual({ redemptions: 0, uniqueUsers: 0, visits: 0 });
      const publicList = (await get('active-sponsored-campaigns')).json<{
        items: SponsoredCampaign[];
      }>();
      const listed = publicList.items.find((c) => c.id === campaign.id);
      expect(listed?.designs).toHaveLength(2);
      expect(listed?.stats).toBeUndefined();
      expect(listed?.designs[0]?.redeemed).toBe(false);
      expect((await get(`sponsored-campaign/${campaign.id}`)).statusCode).toBe(200);
      const inactive = (await get('inactive-sponsored-campaigns', admin)).json<{
        items: SponsoredCampaign[];
      }>();
      expect(inactive.items.map((c) => c.id)).not.toContain(campaign.id);
    });

    it('not running are inactive, hidden from everyone but admins', async () => {
      const author = await helpers.author();
      const scheduled = await helpers.campaign(author.id, [], window(24, 48));
      const disabled = await helpers.campaign(author.id, [], { enabled: false });
      const ended = await helpers.campaign(author.id, [], window(-48, -24));
      expect([scheduled.status, disabled.status, ended.status]).toEqual([
        'scheduled',
        'disabled',
        'ended',
      ]);
      const inactive = (await get('inactive-sponsored-campaigns', admin)).json<{
        items: SponsoredCampaign[];
      }>();
      const ids = inactive.items.map((c) => c.id);
      expect(ids).toEqual(expect.arrayContaining([scheduled.id, disabled.id, ended.id]));
      const active = (await get('active-sponsored-campaigns')).json<{
        items: SponsoredCampaign[];
      }>();
      expect(active.items.map((c) => c.id)).not.toEqual(expect.arrayContaining([scheduled.id]));
      for (const id of ids) {
        expect((await get(`sponsored-campaign/${id}`)).statusCode).toBe(404);
        expect((await get(`sponsored-campaign/${id}`, user)).statusCode).toBe(404);
        expect((await get(`sponsored-campaign/${id}`, admin)).statusCode).toBe(200);
      }
      expect((await get(`sponsored-campaign/${randomUUID()}`, admin)).statusCode).toBe(404);
    });

    it('are updated (id in the body); designIds keep existing entries and drop the rest', async () => {
      const author = await helpers.author();
      const other = await helpers.author('Other');
      const [a, b, c] = [
        await insertLibraryDesign(db),
        await insertLibraryDesign(db),
        await insertLibraryDesign(db),
      ];
      const campaign = await helpers.campaign(author.id, [a!, b!]);
      const entryA = campaign.designs.find((d) => d.designId === a)!;
      await send('PATCH', `update-sponsored-campaign-design/${entryA.id}`, { redemptionLimit: 3 });
      const res = await send('PUT', 'update-sponsored-campaign', {
        ...campaign,
        name: 'Renamed',
        authorId: other.id,
        designIds: [c, a],
      });
      expect(res.statusCode).toBe(200);
      const updated = res.json<SponsoredCampaign>();
      expect(updated).toMatchObject({ name: 'Renamed', author: { name: 'Other' } });
      expect(updated.designs.map((d) => d.designId)).toEqual([c, a]);
      expect(updated.designs[1]).toMatchObject({ id: entryA.id, redemptionLimit: 3, remaining: 3 });
      expect(await isSponsored(db, b!)).toBe(false);
      expect(await isSponsored(db, c!)).toBe(true);
    });

    it('refuse an end before the start, an unknown author, own designs, a missing campaign', async () => {
      const author = await helpers.author();
      const base = { name: 'X', authorId: author.id, ...window() };
      const reversed = await send('POST', 'add-sponsored-campaign', {
        ...base,
        endAt: base.startAt,
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().details).toEqual([
        { field: '/endAt', message: 'must be after startAt' },
      ]);
      const unknown = await send('POST', 'add-sponsored-campaign', {
        ...base,
        authorId: randomUUID(),
      });
      expect(unknown.statusCode).toBe(400);
      const own = await insertLibraryDesign(db, { ownerId: 'user-1' });
      const owned = await send('POST', 'add-sponsored-campaign', { ...base, designIds: [own] });
      expect(owned.statusCode).toBe(400);
      expect(owned.json().message).toMatch(/not in the library/);
      const missing = await send('PUT', 'update-sponsored-campaign', { ...base, id: randomUUID() });
      expect(missing.statusCode).toBe(404);
      expect((await send('DELETE', `delete-sponsored-campaign/${randomUUID()}`)).statusCode).toBe(
        404,
      );
    });

    it('set the sponsored flag on every write: disable, end, delete', async () => {
      const author = await helpers.author();
      const design = await insertLibraryDesign(db);
      const campaign = await helpers.campaign(author.id, [design]);
      expect(await isSponsored(db, design)).toBe(true);
      await send('PUT', 'update-sponsored-campaign', {
        ...campaign,
        enabled: false,
        designIds: [design],
      });
      expect(await isSponsored(db, design)).toBe(false);
      await send('PUT', 'update-sponsored-campaign', {
        ...campaign,
        enabled: true,
        ...window(-2, -1),
      });
      expect(await isSponsored(db, design)).toBe(false);
      await send('PUT', 'update-sponsored-campaign', { ...campaign, enabled: true });
      expect(await isSponsored(db, design)).toBe(true);
      await send('DELETE', `delete-sponsored-campaign/${campaign.id}`);
      expect(await isSponsored(db, design)).toBe(false);
    });
  });

  describe('campaign designs', () => {
    it('one design goes into several campaigns; adding again keeps the entry', async () => {
      const author = await helpers.author();
      const [one, two] = [
        await helpers.campaign(author.id, []),
        await helpers.campaign(author.id, []),
      ];
      const design = await insertLibraryDesign(db);
      const body = { designId: design, campaignIds: [one.id, two.id], redemptionLimit: 10 };
      const added = await send('POST', 'add-design-to-campaigns', body);
      expect(added.statusCode).toBe(201);
      const items = added.json<{ items: CampaignDesign[] }>().items;
      expect(items.map((i) => [i.campaignId, i.redemptionLimit])).toEqual([
        [one.id, 10],
        [two.id, 10],
      ]);
      const again = await send('POST', 'add-design-to-campaigns', body);
      expect(again.json<{ items: CampaignDesign[] }>().items.map((i) => i.id)).toEqual(
        items.map((i) => i.id),
      );
      expect(await isSponsored(db, design)).toBe(true);
      const unknown = await send('POST', 'add-design-to-campaigns', {
        designId: design,
        campaignIds: [randomUUID()],
      });
      expect(unknown.statusCode).toBe(400);
    });

    it('change their limit and position, and are removed (the flag follows)', async () => {
      const author = await helpers.author();
      const design = await insertLibraryDesign(db);
      const campaign = await helpers.campaign(author.id, [design]);
      const entry = campaign.designs[0]!;
      const limited = await send('PATCH', `update-sponsored-campaign-design/${entry.id}`, {
        redemptionLimit: 5,
        position: 7,
      });
      expect(limited.json()).toMatchObject({ redemptionLimit: 5, remaining: 5, position: 7 });
      const unlimited = await send('PATCH', `update-sponsored-campaign-design/${entry.id}`, {
        redemptionLimit: null,
      });
      expect(unlimited.json()).toMatchObject({
        redemptionLimit: null,
        remaining: null,
        position: 7,
      });
      const zero = await send('PATCH', `update-sponsored-campaign-design/${entry.id}`, {
        redemptionLimit: 0,
      });
      expect(zero.statusCode).toBe(400);
      expect((await send('DELETE', `delete-design-from-campaign/${entry.id}`)).statusCode).toBe(
        204,
      );
      expect(await isSponsored(db, design)).toBe(false);
      expect((await send('DELETE', `delete-design-from-campaign/${entry.id}`)).statusCode).toBe(
        404,
      );
      expect(
        (await send('PATCH', `update-sponsored-campaign-design/${entry.id}`, { position: 1 }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('the sponsored flag over time', () => {
    it('turns on when a campaign starts and off when it ends, without any write', async () => {
      const author = await helpers.author();
      const design = await insertLibraryDesign(db);
      const startAt = new Date(Date.now() + 1500);
      const endAt = new Date(startAt.getTime() + 1500);
      await helpers.campaign(author.id, [design], {
        startAt: startAt.toISOString(),
        endAt: endAt.toISOString(),
      });
      expect(await isSponsored(db, design)).toBe(false);
      await vi.waitFor(async () => expect(await isSponsored(db, design)).toBe(true), {
        timeout: 4000,
        interval: 50,
      });
      expect(Date.now()).toBeGreaterThanOrEqual(startAt.getTime());
      await vi.waitFor(async () => expect(await isSponsored(db, design)).toBe(false), {
        timeout: 4000,
        interval: 50,
      });
      expect(Date.now()).toBeGreaterThanOrEqual(endAt.getTime());
    });

    it('is exact at the boundaries: start inclusive, end exclusive, enabled only', async () => {
      const start = new Date('2031-05-01T00:00:00Z');
      const end = new Date('2031-05-08T00:00:00Z');
      const at = (date: Date, delta = 0) => new Date(date.getTime() + delta);
      const author = await helpers.author();
      const design = await insertLibraryDesign(db);
      const disabledDesign = await insertLibraryDesign(db);
      await helpers.campaign(author.id, [design], {
        startAt: start.toISOString(),
        endAt: end.toISOString(),
      });
      await helpers.campaign(author.id, [disabledDesign], {
        startAt: start.toISOString(),
        endAt: end.toISOString(),
        enabled: false,
      });
      const flagsAt = async (time: Date) => {
        await refreshSponsored(db, time);
        return [await isSponsored(db, design), await isSponsored(db, disabledDesign)];
      };
      expect(await flagsAt(at(start, -1))).toEqual([false, false]);
      expect(await flagsAt(start)).toEqual([true, false]);
      expect(await flagsAt(at(end, -1))).toEqual([true, false]);
      expect(await flagsAt(end)).toEqual([false, false]);
      expect(await refreshSponsored(db, end)).toBe(0);
      expect(await nextCampaignBoundary(db, at(start, -5))).toEqual(start);
      expect(await nextCampaignBoundary(db, start)).toEqual(end);
      await refreshSponsored(db, new Date());
    });
  });
});
