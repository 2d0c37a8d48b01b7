import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DashboardFigure } from '@stickerei/shared/domain';
import { formatCount, trendOf } from '../lib/format.ts';

const ICONS = {
  up: TrendingUpIcon,
  down: TrendingDownIcon,
  flat: TrendingFlatIcon,
  new: TrendingUpIcon,
};

const CARD_SX = { px: 2, py: 1.5, minWidth: 200, flex: '1 1 200px' };

/** A key figure's room while the figures load: the card's lines as skeletons. */
export function FigureCardPlaceholder() {
  return (
    <Paper variant="outlined" sx={CARD_SX}>
      <Typography variant="body2">
        <Skeleton width="60%" />
      </Typography>
      <Typography variant="h4" component="p">
        <Skeleton width="40%" />
      </Typography>
      <Typography variant="caption" component="p">
        <Skeleton width="50%" />
      </Typography>
      <Typography variant="caption" component="p">
        <Skeleton width="70%" />
      </Typography>
    </Paper>
  );
}

/** One key figure: value, period, and its trend against the period before. */
export function FigureCard({ figure }: { figure: DashboardFigure }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const trend = trendOf(figure.value, figure.previous);
  const Icon = trend ? ICONS[trend.direction] : null;
  const colour =
    trend?.direction === 'up' || trend?.direction === 'new'
      ? 'success.main'
      : trend?.direction === 'down'
        ? 'error.main'
        : 'text.secondary';
  return (
    <Paper variant="outlined" sx={CARD_SX} data-testid={`figure-${figure.key}`}>
      <Typography variant="body2" color="text.secondary">
        {translate(`app.ops.dashboard.figures.${figure.key}`)}
      </Typography>
      <Typography variant="h4" component="p">
        {formatCount(figure.value, locale)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {figure.days === 0
          ? translate('app.ops.dashboard.all_time')
          : translate('app.ops.dashboard.last_days', { days: figure.days })}
      </Typography>
      {trend && Icon && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color: colour }}>
          <Icon fontSize="small" aria-hidden />
          <Typography variant="caption">
            {translate(`app.ops.dashboard.trend_${trend.direction}`, {
              percent: trend.percent ?? 0,
              days: figure.days,
            })}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
