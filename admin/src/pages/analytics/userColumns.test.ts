import { describe, expect, it } from 'vitest';
import { USER_ANALYTICS_COLUMNS, type UserAnalyticsRow } from '@stickerei/shared/domain';
import { userColumns } from './userColumns.tsx';

const translate = (key: string) => key;
const row = {
  userId: 'u1',
  email: 'someone@example.com',
  usedBytes: 2333,
  usedFiles: 1,
  quotaBytes: 5_000_000_000,
  quotaFiles: 50_000,
} as UserAnalyticsRow;

describe('userColumns', () => {
  it('shows the storage and the quota button right after the e-mail, then the rest', () => {
    const ids = userColumns(translate, 'en', () => undefined).map((c) => c.id);
    expect(ids.slice(0, 7)).toEqual([
      'userId',
      'email',
      'usedBytes',
      'usedFiles',
      'quotaBytes',
      'quotaFiles',
      'quota',
    ]);
    expect([...ids].sort()).toEqual([...USER_ANALYTICS_COLUMNS, 'quota'].sort());
  });

  it('writes storage in the units of the site and the locale’s numbers', () => {
    const columns = userColumns(translate, 'de');
    const cell = (id: string) => columns.find((c) => c.id === id)?.render?.(row);
    expect(cell('usedBytes')).toBe('2,3 KB');
    expect(cell('quotaBytes')).toBe('5 GB');
    expect(cell('quotaFiles')).toBe('50.000');
    expect(columns.map((c) => c.id)).not.toContain('quota');
  });
});
