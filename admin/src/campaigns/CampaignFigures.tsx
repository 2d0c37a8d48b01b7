import { Alert, Box, CircularProgress, Paper, Stack, Typography, useTheme } from '@mui/material';
import { useGetOne, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import type { RedemptionAnalytics } from '@stickerei/shared/domain';
import { Chart } from '../charts/Chart.tsx';
import { useChartStyle, type FrameStyle } from '../charts/useChartStyle.ts';
import type { CampaignRecord } from './campaignRoutes.ts';
import { formatCount, formatDay } from '../pages/lib/format.ts';
import { dayFigures, dayText } from './figures.ts';

function Figure({ label, value, id }: { label: string; value: number; id: string }) {
  const [locale] = useLocaleState();
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 140 }} data-testid={`figure-${id}`}>
      <Typography variant="h4" component="p">
        {formatCount(value, locale)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

/** A chart with its heading, described for screen readers by `label`. */
function ChartBlock(props: { label: string; heading: string; children: ReactNode }) {
  return (
    <Box role="img" aria-label={props.label}>
      <Typography variant="subtitle1" component="h3">
        {props.heading}
      </Typography>
      {props.children}
    </Box>
  );
}

function Charts({ analytics }: { analytics: RedemptionAnalytics }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const days = dayFigures(analytics);
  const base = useChartStyle();
  // The campaign's own look: outlined axis labels, the theme's primary and secondary colours.
  const style: FrameStyle = {
    colour: (index) => (index === 0 ? theme.palette.primary.main : theme.palette.secondary.main),
    grid: base.grid,
    axis: { stroke: theme.palette.text.secondary, fontSize: 12 },
    tooltip: { contentStyle: base.tooltip.contentStyle },
  };
  const redemptions = { key: 'redemptions', name: translate('app.campaigns.figures.redemptions') };
  const visits = { key: 'visits', name: translate('app.campaigns.figures.visits') };
  return (
    <Stack spacing={3}>
      <ChartBlock
        label={translate('app.campaigns.figures.per_day_label')}
        heading={translate('app.campaigns.figures.per_day')}
      >
        <Chart
          kind="line"
          data={days}
          axis={{ days: (day) => formatDay(day, locale) }}
          series={[redemptions, visits]}
          height={260}
          style={style}
          curve="monotone"
          animate
        />
      </ChartBlock>
      {analytics.byDesign.length > 0 && (
        <ChartBlock
          label={translate('app.campaigns.figures.by_design_label')}
          heading={translate('app.campaigns.figures.by_design')}
        >
          <Chart
            kind="bar"
            data={analytics.byDesign}
            axis={{ rows: 'name', width: 140, wholeNumbers: true }}
            series={[redemptions]}
            height={Math.max(120, 40 * analytics.byDesign.length)}
            style={style}
            marginLeft={16}
            legend={false}
            animate
          />
        </ChartBlock>
      )}
    </Stack>
  );
}

/** Redemptions, unique users and sponsor visits of the campaign, with charts. */
export default function CampaignFigures() {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useGetOne<RedemptionAnalytics & { id: string }>(
    'campaign-analytics',
    { id: record?.id ?? '' },
    { enabled: Boolean(record) },
  );
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('app.campaigns.figures.title')}
      </Typography>
      {isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : error || !data ? (
        <Alert severity="error">{translate('app.campaigns.figures.failed')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('app.campaigns.figures.range', {
              from: dayText(data.from, locale),
              to: dayText(data.to, locale),
            })}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            <Figure
              id="redemptions"
              label={translate('app.campaigns.figures.redemptions')}
              value={data.redemptions}
            />
            <Figure
              id="unique-users"
              label={translate('app.campaigns.figures.unique_users')}
              value={data.uniqueUsers}
            />
            <Figure
              id="visits"
              label={translate('app.campaigns.figures.visits')}
              value={data.visits.total}
            />
          </Stack>
          <Charts analytics={data} />
        </>
      )}
    </Stack>
  );
}
