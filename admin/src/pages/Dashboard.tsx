import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { Title, useBasename, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { ADMIN_AREAS, AREA_PATHS } from '../routing/paths.ts';
import { useApiData } from './api/useApiData.ts';
import { dashboardMetrics, dashboardStats } from './dashboardRequests.ts';
import { EventsChart } from './charts/index.ts';
import { formatCount } from './lib/format.ts';
import { FigureCard, FigureCardPlaceholder, FigureGrid } from './parts/FigureCard.tsx';
import { LazyChart } from './parts/LazyChart.tsx';
import { LoadState } from './parts/LoadState.tsx';
import { useAfterPaint } from './parts/useAfterPaint.ts';
import { Section } from './parts/Section.tsx';

function Designs({ designs }: { designs: { library: number; own: number; testData: number } }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack sx={{ gap: 4, flexWrap: 'wrap' }} direction="row">
      <Typography>
        {translate('app.ops.dashboard.designs_library')}:{' '}
        <strong>{formatCount(designs.library, locale)}</strong> (
        {translate('app.ops.dashboard.designs_test')} {formatCount(designs.testData, locale)})
      </Typography>
      <Typography>
        {translate('app.ops.dashboard.designs_own')}:{' '}
        <strong>{formatCount(designs.own, locale)}</strong>
      </Typography>
    </Stack>
  );
}

/**
 * The areas' links, styled once as a list of plain links (what ListItemButton and ListItemText
 * drew: a line per area, its name and a secondary description): six ListItemButtons with their
 * ripples were the dashboard's longest task after its first paint on a phone (issue 17).
 */
const AREAS_SX: SxProps<Theme> = {
  listStyle: 'none',
  m: 0,
  p: 0,
  py: 1,
  '& a': {
    display: 'block',
    px: 2,
    py: 1,
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { bgcolor: 'action.focus', outline: 'none' },
  },
  '& .area-name': { typography: 'body1', display: 'block' },
  '& .area-description': { typography: 'body2', color: 'text.secondary', display: 'block' },
};

function Areas() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.page.dashboard.areas')}
        </Typography>
        <Box component="ul" sx={AREAS_SX}>
          {ADMIN_AREAS.map((id) => (
            <li key={id}>
              <Link to={`${basename}${AREA_PATHS[id]}`}>
                <span className="area-name">{translate(`app.page.${id}.title`)}</span>
                <span className="area-description">{translate(`app.page.${id}.description`)}</span>
              </Link>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

// The api's key figures (DashboardFigure['key']): their room is kept while they load.
const FIGURE_COUNT = 8;
const CHART_HEIGHT = 260;

const figurePlaceholders = (
  <FigureGrid>
    {Array.from({ length: FIGURE_COUNT }, (_, i) => (
      <FigureCardPlaceholder key={i} />
    ))}
  </FigureGrid>
);

/**
 * /superadmin: key figures with trends, designs, events of the last 30 days, the areas. What
 * loads keeps its room meanwhile (nothing below shifts); the chart loads near the screen, the
 * areas (the last part, nothing below them to shift) a task after the first paint.
 */
export default function Dashboard() {
  const translate = useTranslate();
  const stats = useApiData(dashboardStats.key, dashboardStats.load);
  const metrics = useApiData(dashboardMetrics.key, dashboardMetrics.load);
  // The list of areas (the menu's links again, below the first screen) comes after the figures.
  const painted = useAfterPaint();
  return (
    <>
      <Title title="app.page.dashboard.title" />
      <Section title={translate('app.ops.dashboard.figures_title')} testId="dashboard-figures">
        <LoadState
          loading={stats.loading}
          error={stats.error}
          hasData={stats.data !== undefined}
          placeholder={figurePlaceholders}
        >
          <FigureGrid>
            {stats.data?.figures.map((f) => (
              <FigureCard key={f.key} figure={f} />
            ))}
          </FigureGrid>
        </LoadState>
      </Section>
      <Section title={translate('app.ops.dashboard.designs_title')}>
        {stats.data ? (
          <Designs designs={stats.data.designs} />
        ) : (
          <Typography>
            <Skeleton width="60%" />
          </Typography>
        )}
      </Section>
      <Section title={translate('app.ops.dashboard.chart_title')}>
        <LoadState
          loading={metrics.loading}
          error={metrics.error}
          hasData={metrics.data !== undefined}
          placeholder={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}
        >
          {metrics.data && (
            <LazyChart height={CHART_HEIGHT} whenNearScreen>
              <EventsChart metrics={metrics.data} height={CHART_HEIGHT} />
            </LazyChart>
          )}
        </LoadState>
      </Section>
      {painted && <Areas />}
    </>
  );
}
