import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  PERFORMANCE_LIMITS,
  PERFORMANCE_SCENARIOS,
  type PerformanceScenario,
  type PerformanceTestInput,
} from '@stickerei/shared/domain';
import { checkParameters } from '../lib/performanceParameters.ts';
import { FormRow, NumberInput } from '../parts/FormRow.tsx';
import { Section } from '../parts/Section.tsx';

/** Choose scenarios, iterations and concurrency, within the api's bounds. */
export function RunForm(props: { running: boolean; onRun: (input: PerformanceTestInput) => void }) {
  const translate = useTranslate();
  const [scenarios, setScenarios] = useState<PerformanceScenario[]>([...PERFORMANCE_SCENARIOS]);
  const [iterations, setIterations] = useState('20');
  const [concurrency, setConcurrency] = useState('4');
  const t = (key: string, options?: object) => translate(`app.ops.performance.${key}`, options);
  const input = { scenarios, iterations: Number(iterations), concurrency: Number(concurrency) };
  const check = checkParameters(input);
  const counts = [
    {
      key: 'iterations',
      value: iterations,
      set: setIterations,
      max: PERFORMANCE_LIMITS.maxIterations,
    },
    {
      key: 'concurrency',
      value: concurrency,
      set: setConcurrency,
      max: PERFORMANCE_LIMITS.maxConcurrency,
    },
  ];
  const toggle = (s: PerformanceScenario) =>
    setScenarios((list) =>
      list.includes(s)
        ? list.filter((x) => x !== s)
        : PERFORMANCE_SCENARIOS.filter((x) => x === s || list.includes(x)),
    );
  return (
    <Section title={t('form_title')} testId="performance-form">
      <FormLabel component="legend">{t('scenarios')}</FormLabel>
      <FormGroup row sx={{ mb: 2 }}>
        {PERFORMANCE_SCENARIOS.map((s) => (
          <FormControlLabel
            key={s}
            control={<Checkbox checked={scenarios.includes(s)} onChange={() => toggle(s)} />}
            label={t(`scenario_names.${s}`)}
            sx={{ minWidth: 280 }}
          />
        ))}
      </FormGroup>
      <FormRow>
        {counts.map((count) => (
          <NumberInput
            key={count.key}
            label={t(count.key)}
            value={count.value}
            onChange={count.set}
            min={1}
            max={count.max}
          />
        ))}
        <Button
          variant="contained"
          disabled={!check.ok || props.running}
          onClick={() => props.onRun(input)}
        >
          {t('run')}
        </Button>
      </FormRow>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('limits', {
          iterations: PERFORMANCE_LIMITS.maxIterations,
          concurrency: PERFORMANCE_LIMITS.maxConcurrency,
          total: PERFORMANCE_LIMITS.maxRequests,
        })}
      </Typography>
      {check.total > PERFORMANCE_LIMITS.maxRequests && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('too_many', { total: check.total, max: PERFORMANCE_LIMITS.maxRequests })}
        </Alert>
      )}
    </Section>
  );
}
