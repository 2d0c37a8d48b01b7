import { Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { getDatabaseTables } from '@stickerei/shared/api-client';
import { useApiData } from './api/useApiData.ts';
import { formatBytes, formatCount } from './lib/format.ts';
import { DeleteDataCard } from './operations/DeleteDataCard.tsx';
import { JobsCleanupCard } from './operations/JobsCleanupCard.tsx';
import { TestDataCard } from './operations/TestDataCard.tsx';

/** /superadmin/database/DatabaseOperations: test data, deleting data, the jobs clean-up. */
export default function DatabaseOperationsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tables = useApiData('tables', (client, signal) => getDatabaseTables(client, signal));
  const design = tables.data?.tables.find((t) => t.table === 'design');
  return (
    <>
      <Title title="app.page.database_operations.title" />
      {tables.data && (
        <Typography sx={{ mt: 2 }} data-testid="test-design-count">
          {translate('app.ops.database.test_designs')}:{' '}
          <strong>{formatCount(tables.data.testDesigns, locale)}</strong>
          {` · ${translate('app.ops.database.demo_designs')}: `}
          <strong data-testid="demo-design-count">
            {formatCount(tables.data.demoDesigns, locale)}
          </strong>
          {design &&
            ` · ${translate('app.ops.database.rows')}: ${formatCount(design.rows, locale)} · ${formatBytes(design.totalBytes, locale)}`}
        </Typography>
      )}
      <TestDataCard onDone={tables.reload} />
      <DeleteDataCard onDone={tables.reload} />
      <JobsCleanupCard />
    </>
  );
}
