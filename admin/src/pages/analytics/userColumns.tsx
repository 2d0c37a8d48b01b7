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

/**
 * The user-analytics table's columns (the CSV's, in its order), all sortable by the api; with
 * `editQuota`, a last column with a button that changes the user's quota.
 */
export function userColumns(
  translate: TranslateFunction,
  locale: string,
  editQuota?: (row: UserAnalyticsRow) => void,
): Column<UserAnalyticsRow>[] {
  const columns = USER_ANALYTICS_COLUMNS.map((key) => ({
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
  return [...columns, quota];
}
