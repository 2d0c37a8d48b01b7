import { Button } from '@mui/material';
import type { TranslateFunction } from 'react-admin';
import {
  USER_ANALYTICS_COLUMNS,
  type UserAnalyticsColumn,
  type UserAnalyticsRow,
} from '@stickerei/shared/domain';
import { formatCount, formatDateTime, shortId } from '../lib/format.ts';
import { formatStorage } from './storage.ts';
import type { Column } from '../parts/DataTable.tsx';

const DATES: ReadonlySet<UserAnalyticsColumn> = new Set(['createdAt', 'lastActiveAt']);
const TEXTS: ReadonlySet<UserAnalyticsColumn> = new Set(['userId', 'email', 'username']);
const BYTES: ReadonlySet<UserAnalyticsColumn> = new Set(['usedBytes', 'quotaBytes']);
// Storage comes right after who the user is: at the CSV's place, at the end of sixteen
// columns, it was out of sight on any screen.
const STORAGE: readonly UserAnalyticsColumn[] = [
  'usedBytes',
  'usedFiles',
  'quotaBytes',
  'quotaFiles',
];
const ON_SCREEN: readonly UserAnalyticsColumn[] = [
  'userId',
  'email',
  ...STORAGE,
  ...USER_ANALYTICS_COLUMNS.filter(
    (key) => key !== 'userId' && key !== 'email' && !STORAGE.includes(key),
  ),
];

/**
 * The user-analytics table's columns (the CSV's, storage after the e-mail), all sortable by the
 * api; with `editQuota`, a column after the storage with a button that changes the user's quota
 * (its id is `quota`; it has no value to export).
 */
export function userColumns(
  translate: TranslateFunction,
  locale: string,
  editQuota?: (row: UserAnalyticsRow) => void,
): Column<UserAnalyticsRow>[] {
  const columns = ON_SCREEN.map((key) => ({
    id: key,
    header: translate(`app.ops.analytics.columns.${key}`),
    value: (row: UserAnalyticsRow) => row[key],
    numeric: !TEXTS.has(key) && !DATES.has(key),
    sortable: true,
    nowrap: DATES.has(key),
    render: (row: UserAnalyticsRow) => {
      const value = row[key];
      if (value === null) return '–';
      if (DATES.has(key)) return formatDateTime(String(value), locale);
      if (BYTES.has(key)) return formatStorage(Number(value), locale);
      if (typeof value === 'number') return formatCount(value, locale);
      return <span title={value}>{shortId(value)}</span>;
    },
  }));
  if (!editQuota) return columns;
  const quota: Column<UserAnalyticsRow> = {
    id: 'quota',
    header: translate('app.ops.analytics.quota.column'),
    value: () => null,
    render: (row) => (
      <Button size="small" onClick={() => editQuota(row)} data-testid={`quota-edit-${row.userId}`}>
        {translate('app.ops.analytics.quota.edit')}
      </Button>
    ),
  };
  const split = 2 + STORAGE.length;
  return [...columns.slice(0, split), quota, ...columns.slice(split)];
}
