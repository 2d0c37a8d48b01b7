import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { saveBlob } from '@stickerei/shared/api-client';
import { useApiAction } from '../api/useApiAction.ts';
import { exportFileName, tableCsv, type ExportColumn } from '../lib/csvExport.ts';

/** Exports the table as it is on screen as CSV (papaparse loads when it is clicked). */
export function ExportButton<Row>(props: {
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  name: string;
}) {
  const translate = useTranslate();
  const action = useApiAction();
  const exportRows = () =>
    action.run(async () => {
      const csv = await tableCsv(props.columns, props.rows);
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), exportFileName(props.name));
    });
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => void exportRows()}
      disabled={action.busy || props.rows.length === 0}
    >
      {translate('app.ops.common.export_csv')}
    </Button>
  );
}
