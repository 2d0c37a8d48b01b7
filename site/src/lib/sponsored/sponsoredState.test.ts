import type { CampaignDesign, SponsoredCampaign } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  applyRedemption,
  designAction,
  filesHref,
  markRedeemed,
  markSoldOut,
  redeemErrorKey,
} from './sponsoredState.ts';

const entry = (
  id: string,
  designId: string,
  extra: Partial<CampaignDesign> = {},
): CampaignDesign => ({
  id,
  campaignId: 'c',
  designId,
  position: 0,
  redemptionLimit: null,
  redemptionCount: 0,
  remaining: null,
  redeemed: false,
  redeemedDesignId: null,
  design: {} as CampaignDesign['design'],
  ...extra,
});

const campaign = (id: string, designs: CampaignDesign[]) => ({ id, designs }) as SponsoredCampaign;

describe('what a design offers', () => {
  it('asks anonymous visitors to sign in and come back to the design', () => {
    expect(designAction(entry('e1', 'd1'), { signedIn: false, busy: false })).toEqual({
      kind: 'sign-in',
      href: '/sign-in?returnTo=%2Fsponsored%23design-e1',
    });
  });

  it('offers signed-in users to redeem, shows progress, then links to the copy', () => {
    expect(designAction(entry('e1', 'd1'), { signedIn: true, busy: false })).toEqual({
      kind: 'redeem',
    });
    expect(designAction(entry('e1', 'd1'), { signedIn: true, busy: true })).toEqual({
      kind: 'busy',
    });
    const done = entry('e1', 'd1', { redeemed: true, redeemedDesignId: 'copy 1' });
    expect(designAction(done, { signedIn: true, busy: false })).toEqual({
      kind: 'redeemed',
      href: '/files/copy%201',
    });
    expect(filesHref(null)).toBe('/files');
  });

  it('is sold out when no copies are left, unless this user has one', () => {
    const none = entry('e1', 'd1', { redemptionLimit: 5, redemptionCount: 5, remaining: 0 });
    expect(designAction(none, { signedIn: false, busy: false })).toEqual({ kind: 'sold-out' });
    expect(designAction({ ...none, redeemed: true }, { signedIn: true, busy: false }).kind).toBe(
      'redeemed',
    );
  });
});

describe('after redeeming', () => {
  it('marks the design redeemed in every campaign and counts the entry used', () => {
    const before = [
      campaign('a', [entry('e1', 'd1', { redemptionLimit: 3, remaining: 3 }), entry('e2', 'd2')]),
      campaign('b', [entry('e3', 'd1')]),
    ];
    const after = applyRedemption(before, {
      campaignDesignId: 'e1',
      sourceDesignId: 'd1',
      designId: 'copy',
    });
    expect(after[0]?.designs[0]).toMatchObject({
      redeemed: true,
      redeemedDesignId: 'copy',
      redemptionCount: 1,
      remaining: 2,
    });
    expect(after[0]?.designs[1]?.redeemed).toBe(false);
    expect(after[1]?.designs[0]).toMatchObject({
      redeemed: true,
      redeemedDesignId: 'copy',
      redemptionCount: 0,
    });
    expect(before[0]?.designs[0]?.redeemed).toBe(false);
  });

  it('follows the api when it says redeemed already or sold out', () => {
    const before = [campaign('a', [entry('e1', 'd1'), entry('e2', 'd2')])];
    expect(markRedeemed(before, 'd2')[0]?.designs.map((d) => d.redeemed)).toEqual([false, true]);
    expect(markSoldOut(before, 'e1')[0]?.designs.map((d) => d.remaining)).toEqual([0, null]);
  });

  it('explains each refusal', () => {
    expect(redeemErrorKey({ status: 409, code: 'ALREADY_REDEEMED' })).toBe('error.already');
    expect(redeemErrorKey({ status: 409, code: 'REDEMPTION_LIMIT_REACHED' })).toBe('error.limit');
    expect(redeemErrorKey({ status: 409, code: 'CAMPAIGN_ENDED' })).toBe('error.ended');
    expect(redeemErrorKey({ status: 409, code: 'CAMPAIGN_NOT_ACTIVE' })).toBe('error.notActive');
    expect(redeemErrorKey({ status: 404, code: 'NOT_FOUND' })).toBe('error.gone');
    expect(redeemErrorKey({ status: 401 })).toBe('error.signIn');
    expect(redeemErrorKey(new Error('Network Error'))).toBe('error.other');
  });
});
