import { describe, expect, it } from 'vitest';
import { campaignStatus } from './campaign.ts';

describe('campaignStatus', () => {
  const campaign = {
    enabled: true,
    startAt: '2026-05-01T00:00:00.000Z',
    endAt: '2026-05-08T00:00:00.000Z',
  };
  const start = Date.parse(campaign.startAt);
  const end = Date.parse(campaign.endAt);

  it('runs from the start (inclusive) to the end (exclusive)', () => {
    expect(campaignStatus(campaign, start - 1)).toBe('scheduled');
    expect(campaignStatus(campaign, start)).toBe('running');
    expect(campaignStatus(campaign, end - 1)).toBe('running');
    expect(campaignStatus(campaign, end)).toBe('ended');
  });

  it('is disabled whatever the time when not enabled', () => {
    expect(campaignStatus({ ...campaign, enabled: false }, start + 1)).toBe('disabled');
  });
});
