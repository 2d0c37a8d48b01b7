import { useState } from 'react';
import {
  Alert,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { deleteData } from '@stickerei/shared/api-client';
import {
  DELETE_CONFIRMATIONS,
  type DeleteDataReport,
  type DeleteScope,
} from '@stickerei/shared/domain';
import { useAdminApi } from '../api/useAdminApi.ts';
import { formatCount, formatSeconds } from '../lib/format.ts';
import { Section } from '../parts/Section.tsx';

/** Delete test data or every design, only once the confirmation phrase is typed exactly. */
export function DeleteDataCard({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const api = useAdminApi();
  const [scope, setScope] = useState<DeleteScope>('test');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<DeleteDataReport | null>(null);
  const t = (key: string, options?: object) => translate(`app.ops.operations.${key}`, options);
  const phrase = DELETE_CONFIRMATIONS[scope];

  const run = async () => {
    setBusy(true);
    try {
      setReport(await api.call((client) => deleteData(client, { scope, confirm: typed })));
      setTyped('');
      onDone();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t('delete_title')} testId="delete-data">
      <RadioGroup
        row
        value={scope}
        onChange={(e) => {
          setScope(e.target.value as DeleteScope);
          setTyped('');
        }}
      >
        {(['test', 'demo', 'all'] as const).map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={t(`scope_${value}`)}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`delete_help_${scope}`)}
      </Typography>
      <Stack sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }} direction="row">
        <TextField
          fullWidth={false}
          size="small"
          label={t('confirm_label', { phrase: `„${phrase}“` })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ minWidth: 440 }}
          slotProps={{ htmlInput: { 'data-testid': 'delete-confirm', autoComplete: 'off' } }}
        />
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteForeverIcon />}
          disabled={typed !== phrase || busy}
          onClick={() => void run()}
        >
          {t('delete_button')}
        </Button>
      </Stack>
      {report && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="delete-report">
          {t('deleted', {
            designs: formatCount(report.designs, locale),
            files: formatCount(report.files, locale),
            jobs: report.processingJobs,
            seconds: formatSeconds(report.ms, locale),
          })}
        </Alert>
      )}
    </Section>
  );
}
