import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { exportFileName, saveBlob, tableCsv, type ExportColumn } from '../lib/csvExport.ts';

/** Exports the table as it is on screen as CSV (papaparse loads when it is clicked). */
export function ExportButton<Row>(props: {
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  name: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    setBusy(true);
    try {
      const csv = await tableCsv(props.columns, props.rows);
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), exportFileName(props.name));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => void exportRows()}
      disabled={busy || props.rows.length === 0}
    >
      {translate('app.ops.common.export_csv')}
    </Button>
  );
}
