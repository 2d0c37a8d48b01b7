import { useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cleanupProcessingJobs } from '@stickerei/shared/api-client';
import type { CleanedJob, JobsCleanupReport } from '@stickerei/shared/domain';
import { useApiAction } from '../api/useApiAction.ts';
import { DataTable, type Column } from '../parts/DataTable.tsx';
import { FormRow, HelpText, NumberInput } from '../parts/FormRow.tsx';
import { Section } from '../parts/Section.tsx';

/** Retry or remove stuck and failed processing jobs, and show what was done. */
export function JobsCleanupCard() {
  const translate = useTranslate();
  const action = useApiAction();
  const [stuckMinutes, setStuckMinutes] = useState('15');
  const [choice, setChoice] = useState<'retry' | 'remove'>('retry');
  const [includeFailed, setIncludeFailed] = useState(true);
  const [report, setReport] = useState<JobsCleanupReport | null>(null);
  const t = (key: string, options?: object) => translate(`app.ops.operations.${key}`, options);
  const minutes = Number(stuckMinutes);
  const valid = Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440;

  const run = () =>
    action.run(async (api) =>
      setReport(
        await api.call((client) =>
          cleanupProcessingJobs(client, { stuckMinutes: minutes, action: choice, includeFailed }),
        ),
      ),
    );
  const columns: Column<CleanedJob>[] = [
    { id: 'file', header: t('file'), value: (j) => j.fileName },
    { id: 'owner', header: t('owner'), value: (j) => j.ownerId },
    { id: 'reason', header: t('reason'), value: (j) => t(`reason_${j.reason}`) },
    { id: 'error', header: t('error'), value: (j) => j.error ?? '' },
    { id: 'outcome', header: t('outcome'), value: (j) => t(`outcome_${j.outcome}`) },
  ];
  return (
    <Section title={t('cleanup_title')} testId="jobs-cleanup">
      <HelpText>{t('cleanup_help')}</HelpText>
      <FormRow>
        <NumberInput
          label={t('stuck_minutes')}
          value={stuckMinutes}
          onChange={setStuckMinutes}
          error={!valid}
          min={1}
          max={1440}
        />
        <TextField
          fullWidth={false}
          select
          size="small"
          label={t('action')}
          value={choice}
          onChange={(e) => setChoice(e.target.value as 'retry' | 'remove')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="retry">{t('action_retry')}</MenuItem>
          <MenuItem value="remove">{t('action_remove')}</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={includeFailed}
              onChange={(e) => setIncludeFailed(e.target.checked)}
            />
          }
          label={t('include_failed')}
        />
        <Button variant="contained" onClick={() => void run()} disabled={!valid || action.busy}>
          {t('run_cleanup')}
        </Button>
      </FormRow>
      {report && (
        <>
          <Alert severity="info" sx={{ my: 2 }} data-testid="cleanup-report">
            {t('cleanup_report', {
              stuck: report.stuck,
              failed: report.failed,
              retried: report.retried,
              removed: report.removed,
            })}
          </Alert>
          {report.jobs.length > 0 && (
            <DataTable
              columns={columns}
              rows={report.jobs}
              rowKey={(j) => j.id}
              label={t('cleanup_title')}
            />
          )}
        </>
      )}
    </Section>
  );
}
