import { useEffect, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { setupTestData } from '@stickerei/shared/api-client';
import { TEST_DATA_MAX_COUNT } from '@stickerei/shared/domain';
import { useApiAction } from '../api/useApiAction.ts';
import { useOperationProgress } from '../api/useOperationProgress.ts';
import { formatCount, formatSeconds } from '../lib/format.ts';
import { FormRow, HelpText, NumberInput } from '../parts/FormRow.tsx';
import { ProgressLine } from '../parts/ProgressLine.tsx';
import { Section } from '../parts/Section.tsx';

/** Set up test data: how many, an optional seed, then the progress until it is done. */
export function TestDataCard({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const action = useApiAction();
  const [count, setCount] = useState('1000');
  const [seed, setSeed] = useState('');
  const [operationId, setOperationId] = useState<string | null>(null);
  const progress = useOperationProgress(operationId, true);
  const t = (key: string, options?: object) => translate(`app.ops.operations.${key}`, options);
  const n = Number(count);
  const valid = Number.isInteger(n) && n >= 1 && n <= TEST_DATA_MAX_COUNT;
  const running =
    operationId !== null && (progress.state === 'queued' || progress.state === 'processing');

  const start = async () => {
    // The id is chosen here so the stream is followed before the api answers.
    const id = crypto.randomUUID();
    setOperationId(id);
    await action.run(
      async (api) => {
        await api.call((client) =>
          setupTestData(client, {
            count: n,
            operationId: id,
            ...(seed ? { seed: Number(seed) } : {}),
          }),
        );
      },
      () => setOperationId(null),
    );
  };
  const result = progress.operation?.result as { designs?: number; ms?: number } | undefined;
  useEffect(() => {
    if (progress.state === 'done') onDone();
  }, [progress.state, onDone]);

  return (
    <Section title={t('setup_title')} testId="setup-test-data">
      <HelpText>{t('setup_help')}</HelpText>
      <FormRow>
        <NumberInput
          label={t('count')}
          value={count}
          onChange={setCount}
          error={!valid}
          min={1}
          max={TEST_DATA_MAX_COUNT}
        />
        <NumberInput label={t('seed')} value={seed} onChange={setSeed} minWidth={440} />
        <Button variant="contained" onClick={() => void start()} disabled={!valid || running}>
          {t('start')}
        </Button>
      </FormRow>
      {operationId && progress.state !== 'idle' && (
        <ProgressLine
          value={progress.progress}
          label={t('progress', { percent: progress.progress })}
          testId="setup-progress"
        />
      )}
      {progress.state === 'done' && result && (
        <Alert severity="success" data-testid="setup-done">
          {t('setup_done', {
            count: formatCount(result.designs ?? n, locale),
            seconds: formatSeconds(result.ms ?? 0, locale),
          })}
        </Alert>
      )}
      {progress.state === 'failed' && (
        <Alert severity="error">{t('failed', { message: progress.error ?? '' })}</Alert>
      )}
    </Section>
  );
}
