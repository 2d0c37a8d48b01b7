import { useState } from 'react';
import { Alert, Button, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useLocaleState, useTranslate } from 'react-admin';
import { deleteData } from '@stickerei/shared/api-client';
import {
  DELETE_CONFIRMATIONS,
  type DeleteDataReport,
  type DeleteScope,
} from '@stickerei/shared/domain';
import { useApiAction } from '../api/useApiAction.ts';
import { formatCount, formatSeconds } from '../lib/format.ts';
import { FormRow, HelpText } from '../parts/FormRow.tsx';
import { Section } from '../parts/Section.tsx';

/** Delete test data or every design, only once the confirmation phrase is typed exactly. */
export function DeleteDataCard({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const action = useApiAction();
  const [scope, setScope] = useState<DeleteScope>('test');
  const [typed, setTyped] = useState('');
  const [report, setReport] = useState<DeleteDataReport | null>(null);
  const t = (key: string, options?: object) => translate(`app.ops.operations.${key}`, options);
  const phrase = DELETE_CONFIRMATIONS[scope];

  const run = () =>
    action.run(async (api) => {
      setReport(await api.call((client) => deleteData(client, { scope, confirm: typed })));
      setTyped('');
      onDone();
    });
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
      <HelpText>{t(`delete_help_${scope}`)}</HelpText>
      <FormRow>
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
          disabled={typed !== phrase || action.busy}
          onClick={() => void run()}
        >
          {t('delete_button')}
        </Button>
      </FormRow>
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
