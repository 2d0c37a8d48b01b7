import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { setUserQuota } from '@stickerei/shared/api-client';
import type { UserAnalyticsRow } from '@stickerei/shared/domain';
import { useApiAction } from '../api/useApiAction.ts';
import { formatCount } from '../lib/format.ts';
import { formatStorage, gigabytesField, parseLimit } from './storage.ts';

/**
 * Changes one user's storage quota (docs/quotas.md): gigabytes and files; an empty field is the
 * configured default again. A quota below the usage keeps every file; the user adds nothing more.
 */
export function QuotaDialog(props: {
  user: UserAnalyticsRow;
  locale: string;
  onClose: (changed: boolean) => void;
}) {
  const translate = useTranslate();
  const action = useApiAction();
  const { user, locale } = props;
  const [gigabytes, setGigabytes] = useState(gigabytesField(user.quotaBytes, locale));
  const [files, setFiles] = useState(String(user.quotaFiles));
  const quotaBytes = parseLimit(gigabytes, 'gigabytes');
  const quotaFiles = parseLimit(files, 'files');
  const valid = quotaBytes !== undefined && quotaFiles !== undefined;
  const save = () =>
    action.run(async (api) => {
      if (quotaBytes === undefined || quotaFiles === undefined) return;
      await api.call((client) => setUserQuota(client, user.userId, { quotaBytes, quotaFiles }));
      props.onClose(true);
    });
  return (
    <Dialog open onClose={() => props.onClose(false)} aria-labelledby="quota-dialog-title">
      <DialogTitle id="quota-dialog-title">
        {translate('app.ops.analytics.quota.title', { user: user.email ?? user.userId })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <DialogContentText>
          {translate('app.ops.analytics.quota.usage', {
            bytes: formatStorage(user.usedBytes, locale),
            files: formatCount(user.usedFiles, locale),
            smart_count: user.usedFiles,
          })}
        </DialogContentText>
        <TextField
          label={translate('app.ops.analytics.quota.gigabytes')}
          value={gigabytes}
          onChange={(e) => setGigabytes(e.target.value)}
          error={quotaBytes === undefined}
          helperText={translate('app.ops.analytics.quota.empty_default')}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'quota-gigabytes' } }}
        />
        <TextField
          label={translate('app.ops.analytics.quota.files')}
          value={files}
          onChange={(e) => setFiles(e.target.value)}
          error={quotaFiles === undefined}
          helperText={translate('app.ops.analytics.quota.empty_default')}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'quota-files' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={!valid || action.busy}
          data-testid="quota-save"
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
