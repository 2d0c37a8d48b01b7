import { Button, Checkbox, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PerformanceTestRun } from '@stickerei/shared/domain';
import { CompareChart } from '../charts/index.ts';
import { formatCount, formatDateTime, formatMs } from '../lib/format.ts';
import { DataTable, type Column } from '../parts/DataTable.tsx';
import { LazyChart } from '../parts/LazyChart.tsx';
import { Section } from '../parts/Section.tsx';

/** Earlier runs: show one, or tick several to compare their p95 per scenario. */
export function RunHistory(props: {
  runs: readonly PerformanceTestRun[];
  chosen: readonly string[];
  onChoose: (ids: string[]) => void;
  onShow: (run: PerformanceTestRun) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`app.ops.performance.${key}`, options);
  const toggle = (id: string) =>
    props.onChoose(
      props.chosen.includes(id) ? props.chosen.filter((x) => x !== id) : [...props.chosen, id],
    );
  const p95 = (run: PerformanceTestRun) => Math.max(0, ...run.results.map((r) => r.p95));
  const columns: Column<PerformanceTestRun>[] = [
    {
      id: 'compare',
      header: t('compare'),
      value: () => '',
      render: (run) => (
        <Checkbox
          size="small"
          checked={props.chosen.includes(run.id)}
          onChange={() => toggle(run.id)}
          slotProps={{
            input: { 'aria-label': `${t('compare')} ${formatDateTime(run.createdAt, locale)}` },
          }}
        />
      ),
    },
    {
      id: 'when',
      header: t('when'),
      value: (run) => run.createdAt,
      render: (run) => formatDateTime(run.createdAt, locale),
    },
    {
      id: 'parameters',
      header: t('parameters'),
      value: (run) =>
        t('parameters_text', {
          scenarios: run.parameters.scenarios.length,
          iterations: run.parameters.iterations,
          concurrency: run.parameters.concurrency,
        }),
    },
    {
      id: 'designs',
      header: translate('app.ops.dashboard.designs_library'),
      numeric: true,
      value: (run) => run.dataSize.libraryDesigns,
      render: (run) => formatCount(run.dataSize.libraryDesigns, locale),
    },
    {
      id: 'p95',
      header: t('slowest_p95'),
      numeric: true,
      value: p95,
      render: (run) => formatMs(p95(run), locale),
    },
    {
      id: 'show',
      header: '',
      value: () => '',
      render: (run) => (
        <Button size="small" onClick={() => props.onShow(run)}>
          {t('show')}
        </Button>
      ),
    },
  ];
  const compared = props.runs.filter((r) => props.chosen.includes(r.id));
  return (
    <Section title={t('history_title')} testId="performance-history">
      <DataTable
        columns={columns}
        rows={props.runs}
        rowKey={(r) => r.id}
        label={t('history_title')}
      />
      {compared.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('compare_chart')}
          </Typography>
          <LazyChart height={300}>
            <CompareChart runs={compared} />
          </LazyChart>
        </>
      )}
    </Section>
  );
}
