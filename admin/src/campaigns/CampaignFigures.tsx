import { Alert, Box, CircularProgress, Paper, Stack, Typography, useTheme } from '@mui/material';
import { useGetOne, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { RedemptionAnalytics } from '@stickerei/shared/domain';
import type { CampaignRecord } from './campaignRoutes.ts';
import { dayFigures, dayLabel, dayText } from './figures.ts';

function Figure({ label, value, id }: { label: string; value: number; id: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 140 }} data-testid={`figure-${id}`}>
      <Typography variant="h4" component="p">
        {value.toLocaleString()}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

function Charts({ analytics }: { analytics: RedemptionAnalytics }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const days = dayFigures(analytics);
  const axis = { stroke: theme.palette.text.secondary, fontSize: 12 };
  const tooltip = {
    contentStyle: {
      background: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
    },
  };
  return (
    <Stack spacing={3}>
      <Box role="img" aria-label={translate('app.campaigns.figures.per_day_label')}>
        <Typography variant="subtitle1" component="h3">
          {translate('app.campaigns.figures.per_day')}
        </Typography>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
            <XAxis
              dataKey="day"
              tickFormatter={(day: string) => dayLabel(day, locale)}
              tick={axis}
            />
            <YAxis allowDecimals={false} tick={axis} />
            <Tooltip {...tooltip} labelFormatter={(day) => dayLabel(String(day), locale)} />
            <Legend />
            <Line
              type="monotone"
              dataKey="redemptions"
              name={translate('app.campaigns.figures.redemptions')}
              stroke={theme.palette.primary.main}
              strokeWidth={2}
              dot={false}
            />
            <Line
              type="monotone"
              dataKey="visits"
              name={translate('app.campaigns.figures.visits')}
              stroke={theme.palette.secondary.main}
              strokeWidth={2}
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
      {analytics.byDesign.length > 0 && (
        <Box role="img" aria-label={translate('app.campaigns.figures.by_design_label')}>
          <Typography variant="subtitle1" component="h3">
            {translate('app.campaigns.figures.by_design')}
          </Typography>
          <ResponsiveContainer width="100%" height={Math.max(120, 40 * analytics.byDesign.length)}>
            <BarChart
              data={analytics.byDesign}
              layout="vertical"
              margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
            >
              <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
              <XAxis type="number" allowDecimals={false} tick={axis} />
              <YAxis type="category" dataKey="name" width={140} tick={axis} />
              <Tooltip {...tooltip} />
              <Bar
                dataKey="redemptions"
                name={translate('app.campaigns.figures.redemptions')}
                fill={theme.palette.primary.main}
              />
            </BarChart>
          </ResponsiveContainer>
        </Box>
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
