import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  TextField,
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
      <Stack sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }} direction="row">
        <TextField
          sx={{ minWidth: 240 }}
          fullWidth={false}
          size="small"
          type="number"
          label={t('iterations')}
          value={iterations}
          onChange={(e) => setIterations(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: PERFORMANCE_LIMITS.maxIterations } }}
        />
        <TextField
          sx={{ minWidth: 240 }}
          fullWidth={false}
          size="small"
          type="number"
          label={t('concurrency')}
          value={concurrency}
          onChange={(e) => setConcurrency(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: PERFORMANCE_LIMITS.maxConcurrency } }}
        />
        <Button
          variant="contained"
          disabled={!check.ok || props.running}
          onClick={() => props.onRun(input)}
        >
          {t('run')}
        </Button>
      </Stack>
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
