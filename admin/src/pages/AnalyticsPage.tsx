import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import {
  downloadUserAnalyticsCsv,
  getUserActivity,
  listUserAnalytics,
  saveBlob,
} from '@stickerei/shared/api-client';
import type { UserAnalyticsColumn, UserAnalyticsRow } from '@stickerei/shared/domain';
import { useApiAction } from './api/useApiAction.ts';
import { useApiData } from './api/useApiData.ts';
import { userColumns } from './analytics/userColumns.tsx';
import { QuotaDialog } from './analytics/QuotaDialog.tsx';
import { ActivityChart, UserBars } from './charts/index.ts';
import { exportFileName } from './lib/csvExport.ts';
import { lastDays } from './lib/days.ts';
import { DataTable, type SortState } from './parts/DataTable.tsx';
import { ExportButton } from './parts/ExportButton.tsx';
import { LazyChart } from './parts/LazyChart.tsx';
import { LoadState } from './parts/LoadState.tsx';
import { Pager } from './parts/Pager.tsx';
import { RangeSelect } from './parts/RangeSelect.tsx';
import { Section } from './parts/Section.tsx';

const PAGE_SIZE = 20;

/** The api's CSV of every user (streamed by the server), saved as the file it names. */
function DownloadCsv() {
  const translate = useTranslate();
  const action = useApiAction();
  const download = () =>
    action.run(async (api) =>
      saveBlob(
        await api.call((client) => downloadUserAnalyticsCsv(client)),
        exportFileName('user-analytics'),
      ),
    );
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<CloudDownloadIcon />}
      onClick={() => void download()}
      disabled={action.busy}
      data-testid="download-user-csv"
    >
      {translate(action.busy ? 'app.ops.analytics.downloading' : 'app.ops.analytics.download_csv')}
    </Button>
  );
}

function UserTable() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [sort, setSort] = useState<SortState>({ column: 'lastActiveAt', order: 'desc' });
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = {
    sort: sort.column as UserAnalyticsColumn,
    order: sort.order,
    q: q || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const users = useApiData(JSON.stringify(query), (client, signal) =>
    listUserAnalytics(client, query, signal),
  );
  const [editing, setEditing] = useState<UserAnalyticsRow | null>(null);
  const columns = userColumns(translate, locale, setEditing);
  const rows = users.data?.items ?? [];
  const onSort = (column: string) => {
    setSort((s) => ({ column, order: s.column === column && s.order === 'desc' ? 'asc' : 'desc' }));
    setPage(1);
  };
  return (
    <>
      <Section
        title={translate('app.ops.analytics.table_title')}
        actions={
          <>
            <ExportButton
              columns={columns.filter((c) => c.id !== 'quota')}
              rows={rows}
              name="users"
            />
            <DownloadCsv />
          </>
        }
        testId="user-table"
      >
        <TextField
          fullWidth={false}
          size="small"
          label={translate('app.ops.analytics.search')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
          sx={{ mb: 2, minWidth: 360 }}
        />
        <LoadState loading={users.loading} error={users.error} hasData={users.data !== undefined}>
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(r) => r.userId}
            sort={sort}
            onSort={onSort}
            label={translate('app.ops.analytics.table_title')}
          />
          {users.data && (
            <Pager page={page} pageSize={PAGE_SIZE} total={users.data.total} onPage={setPage} />
          )}
        </LoadState>
        {editing && (
          <QuotaDialog
            user={editing}
            locale={locale}
            onClose={(changed) => {
              setEditing(null);
              if (changed) users.reload();
            }}
          />
        )}
      </Section>
      {rows.length > 0 && (
        <Section title={translate('app.ops.analytics.per_user_title')}>
          <LazyChart height={240}>
            <UserBars rows={rows} />
          </LazyChart>
        </Section>
      )}
    </>
  );
}

/** /superadmin/analytics: new and active users over time, the users' table and the CSV. */
export default function AnalyticsPage() {
  const translate = useTranslate();
  const [days, setDays] = useState(30);
  const activity = useApiData(`activity-${days}`, (client, signal) =>
    getUserActivity(client, lastDays(days), signal),
  );
  return (
    <>
      <Title title="app.page.analytics.title" />
      <Section
        title={translate('app.ops.analytics.activity_title')}
        actions={<RangeSelect days={days} onChange={setDays} />}
      >
        <LoadState
          loading={activity.loading}
          error={activity.error}
          hasData={activity.data !== undefined}
        >
          {activity.data && (
            <LazyChart height={260}>
              <ActivityChart activity={activity.data} />
            </LazyChart>
          )}
        </LoadState>
      </Section>
      <UserTable />
    </>
  );
}
