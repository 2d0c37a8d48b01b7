import { Button, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Link, Title, useBasename, useLocaleState, useTranslate } from 'react-admin';
import { getDatabaseTables } from '@stickerei/shared/api-client';
import type { TableStats } from '@stickerei/shared/domain';
import { AREA_PATHS } from '../routing/paths.ts';
import { useApiData } from './api/useApiData.ts';
import { formatBytes, formatCount } from './lib/format.ts';
import { DataTable, type Column } from './parts/DataTable.tsx';
import { ExportButton } from './parts/ExportButton.tsx';
import { LoadState } from './parts/LoadState.tsx';
import { Section } from './parts/Section.tsx';

/** /superadmin/database: row counts and sizes of the tables, and the way to the tools. */
export default function DatabasePage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const tables = useApiData('tables', (client, signal) => getDatabaseTables(client, signal));
  const t = (key: string, options?: object) => translate(`app.ops.database.${key}`, options);
  const columns: Column<TableStats>[] = [
    {
      id: 'table',
      header: t('table'),
      value: (r) => r.table,
      render: (r) => <code>{r.table}</code>,
    },
    {
      id: 'rows',
      header: t('rows'),
      numeric: true,
      value: (r) => r.rows,
      render: (r) => `${r.rowsEstimated ? '≈ ' : ''}${formatCount(r.rows, locale)}`,
    },
    {
      id: 'total',
      header: t('total_size'),
      numeric: true,
      value: (r) => r.totalBytes,
      render: (r) => formatBytes(r.totalBytes, locale),
    },
    {
      id: 'index',
      header: t('index_size'),
      numeric: true,
      value: (r) => r.indexBytes,
      render: (r) => formatBytes(r.indexBytes, locale),
    },
  ];
  const data = tables.data;
  return (
    <>
      <Title title="app.page.database.title" />
      <Section
        title={t('tables_title')}
        testId="database-tables"
        actions={
          <>
            <ExportButton columns={columns} rows={data?.tables ?? []} name="database-tables" />
            <Button size="small" startIcon={<RefreshIcon />} onClick={tables.reload}>
              {translate('app.ops.common.refresh')}
            </Button>
          </>
        }
      >
        <LoadState loading={tables.loading} error={tables.error} hasData={data !== undefined}>
          {data && (
            <>
              <Stack direction="row" sx={{ gap: 4, flexWrap: 'wrap', mb: 2 }}>
                <Typography>
                  {t('engine')}: <strong>{t(`engine_${data.database}`)}</strong>
                </Typography>
                <Typography>
                  {t('database_size')}: <strong>{formatBytes(data.databaseBytes, locale)}</strong>
                </Typography>
                <Typography data-testid="test-design-count">
                  {t('test_designs')}: <strong>{formatCount(data.testDesigns, locale)}</strong>
                </Typography>
              </Stack>
              <DataTable
                columns={columns}
                rows={data.tables}
                rowKey={(r) => r.table}
                label={t('tables_title')}
              />
            </>
          )}
        </LoadState>
      </Section>
      <Stack direction="row" sx={{ gap: 2, mt: 2 }}>
        <Button
          variant="outlined"
          component={Link}
          to={`${basename}${AREA_PATHS.database_operations}`}
        >
          {t('to_operations')}
        </Button>
        <Button
          variant="outlined"
          component={Link}
          to={`${basename}${AREA_PATHS.performance_test}`}
        >
          {t('to_performance')}
        </Button>
      </Stack>
    </>
  );
}
