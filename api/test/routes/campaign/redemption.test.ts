import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RedemptionAnalytics, SponsoredCampaign } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import { recordVisit } from '../../../src/campaigns/visits.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import { campaignAdmin, insertLibraryDesign, window } from '../../fixtures/campaigns.ts';
import { build, freshDb } from '../../helper.ts';

describe('campaign api: redemption, sponsor visits, analytics', async () => {
  const tokens = await tokenFactory();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stickerei-redeem-'));
  const db = await freshDb();
  const app = await build({ db, config: { cognito: cognitoFor(tokens), dataDir } });
  const admin = await as(tokens, 'admin-1', ['ADMIN', 'USER']);
  const alice = await as(tokens, 'alice', ['USER']);
  const bob = await as(tokens, 'bob', ['USER']);
  const helpers = campaignAdmin(app, admin);
  const author = await helpers.author();
  const redeem = (entryId: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/api/campaign/redeem-campaign-design/${entryId}`, headers });
  const count = async (sql: string, params: unknown[]) =>
    Number((await db.query<{ n: number }>(sql, params)).rows[0]?.n);
  const campaignWith = async (extra: Record<string, unknown> = {}, designs?: string[]) => {
    const ids = designs ?? [await insertLibraryDesign(db)];
    const campaign = await helpers.campaign(author.id, ids, extra);
    return { campaign, entry: campaign.designs[0]! };
  };

  describe('redeeming', () => {
    it('puts a copy into the user’s files: same files, own id and previews, an event', async () => {
      const { campaign, entry } = await campaignWith();
      const source = entry.designId;
      const previews = path.join(dataDir, 'files', 'previews', source);
      mkdirSync(previews, { recursive: true });
      writeFileSync(path.join(previews, '256.png'), 'png-bytes');
      const res = await redeem(entry.id, alice);
      expect(res.statusCode).toBe(201);
      const redemption = res.json();
      expect(redemption).toMatchObject({
        campaignId: campaign.id,
        campaignDesignId: entry.id,
        sourceDesignId: source,
      });
      const { rows } = await db.query<{
        owner_id: string;
        source_design_id: string;
        name: string;
        sponsored: boolean;
      }>('SELECT owner_id, source_design_id, name, sponsored FROM design WHERE id = $1', [
        redemption.designId,
      ]);
      expect(rows[0]).toEqual({
        owner_id: 'alice',
        source_design_id: source,
        name: entry.design.name,
        sponsored: false,
      });
      const files = await db.query<{ id: string; design_id: string; storage_key: string }>(
        'SELECT id, design_id, storage_key FROM design_file WHERE design_id = ANY($1::uuid[]) ORDER BY format, design_id = $2',
        [[source, redemption.designId], source],
      );
      expect(files.rows.map((f) => f.storage_key)).toEqual([
        `designs/${source}/dst`,
        `designs/${source}/dst`,
        `designs/${source}/pes`,
        `designs/${source}/pes`,
      ]);
      expect(new Set(files.rows.map((f) => f.id)).size).toBe(4);
      expect(
        existsSync(path.join(dataDir, 'files', 'previews', redemption.designId, '256.png')),
      ).toBe(true);
      const events = await db.query<{ user_id: string; payload: Record<string, string> }>(
        `SELECT user_id, payload FROM event WHERE type = 'redeem'`,
      );
      expect(events.rows).toEqual([
        {
          user_id: 'alice',
          payload: {
            campaignId: campaign.id,
            campaignDesignId: entry.id,
            designId: source,
            copyDesignId: redemption.designId,
          },
        },
      ]);
    });

    it('shows the caller whether each design was redeemed', async () => {
      const { campaign, entry } = await campaignWith();
      await redeem(entry.id, alice);
      const stateFor = async (headers: Record<string, string>) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/campaign/sponsored-campaign/${campaign.id}`,
          headers,
        });
        const [design] = res.json<SponsoredCampaign>().designs;
        return [design?.redeemed, design?.redeemedDesignId !== null, design?.redemptionCount];
      };
      expect(await stateFor(alice)).toEqual([true, true, 1]);
      expect(await stateFor(bob)).toEqual([false, false, 1]);
      expect(await stateFor({})).toEqual([false, false, 1]);
    });

    it('happens once per user and design: again, or through another campaign, is 409', async () => {
      const design = await insertLibraryDesign(db);
      const first = await campaignWith({}, [design]);
      const second = await campaignWith({}, [design]);
      expect((await redeem(first.entry.id, bob)).statusCode).toBe(201);
      for (const entry of [first.entry, second.entry]) {
        const again = await redeem(entry.id, bob);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({
          code: 'ALREADY_REDEEMED',
          message: expect.stringMatching(/already redeemed/),
        });
      }
    });

    it('gives exactly one redemption for 50 simultaneous calls of one user', async () => {
      const { entry } = await campaignWith();
      const user = await as(tokens, 'racer', ['USER']);
      const results = await Promise.all(Array.from({ length: 50 }, () => redeem(entry.id, user)));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(
        await count('SELECT count(*) AS n FROM redemption WHERE user_id = $1', ['racer']),
      ).toBe(1);
      expect(await count('SELECT count(*) AS n FROM design WHERE owner_id = $1', ['racer'])).toBe(
        1,
      );
      expect(
        await count(`SELECT count(*) AS n FROM event WHERE type = 'redeem' AND user_id = $1`, [
          'racer',
        ]),
      ).toBe(1);
    });

    it('stops at the limit with a clear 409', async () => {
      const { entry } = await campaignWith();
      await app.inject({
        method: 'PATCH',
        url: `/api/campaign/update-sponsored-campaign-design/${entry.id}`,
        headers: admin,
        payload: { redemptionLimit: 1 },
      });
      expect((await redeem(entry.id, alice)).statusCode).toBe(201);
      const full = await redeem(entry.id, bob);
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({
        code: 'REDEMPTION_LIMIT_REACHED',
        message: expect.stringMatching(/All 1 copies/),
      });
    });

    it('refuses campaigns that are not running, and designs that left the campaign', async () => {
      const scheduled = await campaignWith(window(24, 48));
      const disabled = await campaignWith({ enabled: false });
      const ended = await campaignWith(window(-48, -24));
      expect((await redeem(scheduled.entry.id, alice)).json()).toMatchObject({
        code: 'CAMPAIGN_NOT_ACTIVE',
      });
      expect((await redeem(disabled.entry.id, alice)).json()).toMatchObject({
        code: 'CAMPAIGN_NOT_ACTIVE',
      });
      const over = await redeem(ended.entry.id, alice);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toMatchObject({
        code: 'CAMPAIGN_ENDED',
        message: expect.stringMatching(/has ended/),
      });
      const { entry } = await campaignWith();
      await app.inject({
        method: 'DELETE',
        url: `/api/campaign/delete-design-from-campaign/${entry.id}`,
        headers: admin,
      });
      const gone = await redeem(entry.id, alice);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toMatch(/no longer part of a campaign/);
      expect((await redeem(randomUUID(), alice)).statusCode).toBe(404);
    });
  });

  describe('sponsor visits', () => {
    const visit = (campaignId: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/campaign/record-visit-sponsor/${campaignId}`,
        headers,
      });

    it('count once per visitor within the window: anonymous by address and browser, users by id', async () => {
      const { campaign } = await campaignWith();
      const firefox = { 'user-agent': 'Firefox' };
      const first = await visit(campaign.id, firefox);
      expect(first.json()).toEqual({ counted: true, website: 'https://stitch.example' });
      expect((await visit(campaign.id, firefox)).json().counted).toBe(false);
      expect((await visit(campaign.id, { 'user-agent': 'Chrome' })).json().counted).toBe(true);
      expect((await visit(campaign.id, { ...alice, ...firefox })).json().counted).toBe(true);
      expect((await visit(campaign.id, { ...alice, 'user-agent': 'Other' })).json().counted).toBe(
        false,
      );
      const parallel = await Promise.all(
        Array.from({ length: 10 }, () => visit(campaign.id, { 'user-agent': 'Burst' })),
      );
      expect(parallel.filter((r) => r.json().counted)).toHaveLength(1);
      expect(
        await count('SELECT count(*) AS n FROM sponsor_visit WHERE campaign_id = $1', [
          campaign.id,
        ]),
      ).toBe(4);
      expect(
        await count(
          `SELECT count(*) AS n FROM event WHERE type = 'sponsor_visit' AND payload->>'campaignId' = $1`,
          [campaign.id],
        ),
      ).toBe(4);
    });

    it('count again after 30 minutes', async () => {
      const { campaign } = await campaignWith();
      const t0 = Date.now();
      const at = (minutes: number) =>
        db.transaction((tx) =>
          recordVisit(tx, {
            campaignId: campaign.id,
            visitor: 'a:window',
            userId: null,
            admin: false,
            now: new Date(t0 + minutes * 60_000),
          }),
        );
      expect((await at(0)).counted).toBe(true);
      expect((await at(29)).counted).toBe(false);
      expect((await at(30.5)).counted).toBe(true);
    });

    it('does not count a request whose clock was read before an already counted one', async () => {
      // Two simultaneous requests: the one that read the clock first gets the lock second.
      const { campaign } = await campaignWith();
      const t0 = Date.now();
      const at = (ms: number) =>
        db.transaction((tx) =>
          recordVisit(tx, {
            campaignId: campaign.id,
            visitor: 'a:race',
            userId: null,
            admin: false,
            now: new Date(t0 + ms),
          }),
        );
      expect((await at(5)).counted).toBe(true);
      expect((await at(0)).counted).toBe(false);
    });

    it('are refused for campaigns that do not run, except for admins', async () => {
      const { campaign } = await campaignWith(window(24, 48));
      expect((await visit(campaign.id)).statusCode).toBe(404);
      expect((await visit(campaign.id, admin)).statusCode).toBe(200);
      expect((await visit(randomUUID(), admin)).statusCode).toBe(404);
    });
  });

  describe('analytics', () => {
    it('count redemptions per day, by campaign and design, unique users, and visits', async () => {
      const [rose, tulip] = [
        await insertLibraryDesign(db, { name: 'Rose' }),
        await insertLibraryDesign(db, { name: 'Tulip' }),
      ];
      const spring = await campaignWith({ name: 'Spring' }, [rose, tulip]);
      const summer = await campaignWith({ name: 'Summer' }, [rose]);
      const entry = (c: SponsoredCampaign, design: string) =>
        c.designs.find((d) => d.designId === design)!.id;
      const rows: Array<[string, string, SponsoredCampaign, string]> = [
        ['u1', rose, spring.campaign, '2026-03-01T10:00:00Z'],
        ['u2', rose, spring.campaign, '2026-03-01T23:59:59Z'],
        ['u1', tulip, spring.campaign, '2026-03-03T00:00:00Z'],
        ['u3', rose, summer.campaign, '2026-03-02T12:00:00Z'],
        ['u4', rose, spring.campaign, '2026-02-28T23:59:59Z'],
      ];
      for (const [user, design, campaign, at] of rows) {
        await db.query(
          `INSERT INTO redemption (id, user_id, design_id, campaign_id, campaign_design_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [randomUUID(), user, design, campaign.id, entry(campaign, design), at],
        );
      }
      for (const at of ['2026-03-01T08:00:00Z', '2026-03-01T09:00:00Z', '2026-03-03T09:00:00Z']) {
        await db.query(
          `INSERT INTO sponsor_visit (campaign_id, author_id, visitor_key, created_at) VALUES ($1, $2, 'a:x', $3)`,
          [spring.campaign.id, author.id, at],
        );
      }
      const analytics = async (id: string) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/campaign/redeem-campaign-design/${id}/analytics?from=2026-03-01&to=2026-03-03`,
          headers: admin,
        });
        expect(res.statusCode).toBe(200);
        return res.json<RedemptionAnalytics>();
      };
      const byCampaign = await analytics(spring.campaign.id);
      expect(byCampaign).toMatchObject({
        scope: 'campaign',
        from: '2026-03-01',
        to: '2026-03-03',
        redemptions: 3,
        uniqueUsers: 2,
      });
      expect(byCampaign.perDay).toEqual([
        { day: '2026-03-01', count: 2 },
        { day: '2026-03-02', count: 0 },
        { day: '2026-03-03', count: 1 },
      ]);
      expect(byCampaign.byDesign).toEqual([
        { designId: rose, name: 'Rose', redemptions: 2 },
        { designId: tulip, name: 'Tulip', redemptions: 1 },
      ]);
      expect(byCampaign.visits).toEqual({
        total: 3,
        perDay: [
          { day: '2026-03-01', count: 2 },
          { day: '2026-03-02', count: 0 },
          { day: '2026-03-03', count: 1 },
        ],
      });
      const byDesign = await analytics(rose);
      expect(byDesign).toMatchObject({ scope: 'design', redemptions: 3, uniqueUsers: 3 });
      expect(byDesign.byCampaign).toEqual([
        { campaignId: spring.campaign.id, name: 'Spring', redemptions: 2, uniqueUsers: 2 },
        { campaignId: summer.campaign.id, name: 'Summer', redemptions: 1, uniqueUsers: 1 },
      ]);
      const byEntry = await analytics(entry(spring.campaign, tulip));
      expect(byEntry).toMatchObject({ scope: 'campaign-design', redemptions: 1, uniqueUsers: 1 });
    });

    it('answer 404 for an unknown id and 400 for a bad range', async () => {
      const unknown = await app.inject({
        method: 'GET',
        url: `/api/campaign/redeem-campaign-design/${randomUUID()}/analytics`,
        headers: admin,
      });
      expect(unknown.statusCode).toBe(404);
      const { campaign } = await campaignWith();
      const reversed = await app.inject({
        method: 'GET',
        url: `/api/campaign/redeem-campaign-design/${campaign.id}/analytics?from=2026-03-05&to=2026-03-01`,
        headers: admin,
      });
      expect(reversed.statusCode).toBe(400);
    });
  });
});
