import { describe, expect, it } from 'vitest';
import {
  defaultCampaignValues,
  localToIso,
  moveItem,
  parseLimit,
  validateCampaignForm,
} from './campaignForm.ts';
import { dayFigures } from './figures.ts';
import { listInMemory } from './listInMemory.ts';

describe('campaign form rules', () => {
  it('want the end after the start', () => {
    expect(
      validateCampaignForm({ startAt: '2026-03-02T00:00:00Z', endAt: '2026-03-01T00:00:00Z' }),
    ).toEqual({
      endAt: 'app.campaigns.validation.end_after_start',
    });
    expect(
      validateCampaignForm({ startAt: '2026-03-01T00:00:00Z', endAt: '2026-03-01T00:00:00Z' }),
    ).toHaveProperty('endAt');
    expect(
      validateCampaignForm({ startAt: '2026-03-01T00:00:00Z', endAt: '2026-03-02T00:00:00Z' }),
    ).toEqual({});
    expect(validateCampaignForm({ startAt: null, endAt: '2026-03-02T00:00:00Z' })).toEqual({});
  });

  it('turn browser-local input into ISO instants and start new campaigns now for four weeks', () => {
    expect(localToIso('2026-03-01T10:30')).toBe(new Date(2026, 2, 1, 10, 30).toISOString());
    expect(localToIso('')).toBeNull();
    expect(localToIso('nonsense')).toBeNull();
    const values = defaultCampaignValues(Date.parse('2026-03-01T10:30:45Z'));
    expect(values).toMatchObject({
      enabled: true,
      startAt: '2026-03-01T10:30:00.000Z',
      endAt: '2026-03-29T10:30:00.000Z',
    });
  });

  it('move designs within the order and read limits', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(parseLimit(' ')).toBeNull();
    expect(parseLimit('25')).toBe(25);
    expect(parseLimit('0')).toBe('invalid');
    expect(parseLimit('2.5')).toBe('invalid');
  });

  it('join redemptions and visits per day for the chart', () => {
    expect(
      dayFigures({
        perDay: [
          { day: '2026-03-01', count: 2 },
          { day: '2026-03-02', count: 0 },
        ],
        visits: {
          total: 5,
          perDay: [
            { day: '2026-03-01', count: 1 },
            { day: '2026-03-02', count: 4 },
          ],
        },
      }),
    ).toEqual([
      { day: '2026-03-01', redemptions: 2, visits: 1 },
      { day: '2026-03-02', redemptions: 0, visits: 4 },
    ]);
  });

  it('page, sort and search lists the api sends whole', () => {
    const items = [
      { id: 1, name: 'b', n: 2 },
      { id: 2, name: 'A', n: 10 },
      { id: 3, name: 'c', n: 1 },
    ];
    expect(
      listInMemory(
        items,
        {
          pagination: { page: 2, perPage: 2 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        },
        ['name'],
      ),
    ).toEqual({
      data: [{ id: 3, name: 'c', n: 1 }],
      total: 3,
    });
    expect(
      listInMemory(
        items,
        {
          pagination: { page: 1, perPage: 5 },
          sort: { field: 'n', order: 'DESC' },
          filter: { q: 'A' },
        },
        ['name'],
      ).data.map((i) => i.id),
    ).toEqual([2]);
  });
});
