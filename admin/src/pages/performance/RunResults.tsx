import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PerformanceTestRun, ScenarioResult } from '@stickerei/shared/domain';
import { LatencyChart } from '../charts/index.ts';
import { formatCount, formatDateTime, formatMs, formatSeconds } from '../lib/format.ts';
import { DataTable, type Column } from '../parts/DataTable.tsx';
import { ExportButton } from '../parts/ExportButton.tsx';
import { LazyChart } from '../parts/LazyChart.tsx';
import { Section } from '../parts/Section.tsx';

/** A run's results: what it measured, a chart of p50/p95/p99 and the full table. */
export function RunResults({ run }: { run: PerformanceTestRun }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`app.ops.performance.${key}`, options);
  const ms = (key: keyof ScenarioResult, header = key as string): Column<ScenarioResult> => ({
    id: key,
    header,
    numeric: true,
    value: (r) => r[key] as number,
    render: (r) => formatMs(r[key] as number, locale),
  });
  const columns: Column<ScenarioResult>[] = [
    { id: 'scenario', header: t('scenario'), value: (r) => t(`scenario_names.${r.scenario}`) },
    { id: 'requests', header: t('requests'), numeric: true, value: (r) => r.requests },
    { id: 'errors', header: t('errors'), numeric: true, value: (r) => r.errors },
    ms('p50'),
    ms('p95'),
    ms('p99'),
    ms('mean', t('mean')),
    {
      id: 'throughput',
      header: t('throughput'),
      numeric: true,
      value: (r) => r.throughput,
      render: (r) => formatCount(r.throughput, locale),
    },
  ];
  const engine = translate(`app.ops.database.engine_${run.dataSize.database}`);
  return (
    <Section
      title={`${t('results_title')} · ${formatDateTime(run.createdAt, locale)}`}
      actions={<ExportButton columns={columns} rows={run.results} name="performance-test" />}
      testId="performance-results"
    >
      <Typography variant="body2" color="text.secondary">
        {t('data_size', {
          library: formatCount(run.dataSize.libraryDesigns, locale),
          test: formatCount(run.dataSize.testDesigns, locale),
          engine,
        })}{' '}
        · {t('duration', { seconds: formatSeconds(run.durationMs, locale) })}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('latency_chart')}
      </Typography>
      <LazyChart height={300}>
        <LatencyChart results={run.results} />
      </LazyChart>
      <DataTable
        columns={columns}
        rows={run.results}
        rowKey={(r) => r.scenario}
        label={t('results_title')}
        testId="performance-table"
      />
    </Section>
  );
}
