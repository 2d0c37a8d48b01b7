import type { ReactNode } from 'react';
import { Box, Skeleton } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
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

/**
 * The figure cards' look, styled once for all of them: a card is plain elements with class
 * names, not six MUI components each (every styled component serializes its styles in every
 * render: eight cards were a long task of the dashboard's first screen on a phone, issue 17).
 * What the cards looked like as Paper (outlined) and Typography is kept: the same theme values.
 */
const GRID_SX: SxProps<Theme> = {
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  gap: 2,
  '& .figure-card': {
    px: 2,
    py: 1.5,
    minWidth: 200,
    flex: '1 1 200px',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
  },
  '& .figure-card p': { m: 0 },
  '& .figure-label': { typography: 'body2', color: 'text.secondary' },
  '& .figure-value': { typography: 'h4' },
  '& .figure-period': { typography: 'caption', color: 'text.secondary' },
  '& .figure-trend': {
    typography: 'caption',
    display: 'flex',
    alignItems: 'center',
    gap: 0.5,
    color: 'text.secondary',
  },
  '& .figure-trend[data-direction=up], & .figure-trend[data-direction=new]': {
    color: 'success.main',
  },
  '& .figure-trend[data-direction=down]': { color: 'error.main' },
};

/** The row of figure cards (or of their placeholders), wrapping on narrow screens. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return <Box sx={GRID_SX}>{children}</Box>;
}

/** A key figure's room while the figures load: the card's lines as skeletons. */
export function FigureCardPlaceholder() {
  return (
    <div className="figure-card">
      <p className="figure-label">
        <Skeleton width="60%" />
      </p>
      <p className="figure-value">
        <Skeleton width="40%" />
      </p>
      <p className="figure-period">
        <Skeleton width="50%" />
      </p>
      <p className="figure-period">
        <Skeleton width="70%" />
      </p>
    </div>
  );
}

/** One key figure: value, period, and its trend against the period before. */
export function FigureCard({ figure }: { figure: DashboardFigure }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const trend = trendOf(figure.value, figure.previous);
  const Icon = trend ? ICONS[trend.direction] : null;
  return (
    <div className="figure-card" data-testid={`figure-${figure.key}`}>
      <p className="figure-label">{translate(`app.ops.dashboard.figures.${figure.key}`)}</p>
      <p className="figure-value">{formatCount(figure.value, locale)}</p>
      <p className="figure-period">
        {figure.days === 0
          ? translate('app.ops.dashboard.all_time')
          : translate('app.ops.dashboard.last_days', { days: figure.days })}
      </p>
      {trend && Icon && (
        <p className="figure-trend" data-direction={trend.direction}>
          <Icon fontSize="small" aria-hidden />
          <span>
            {translate(`app.ops.dashboard.trend_${trend.direction}`, {
              percent: trend.percent ?? 0,
              days: figure.days,
            })}
          </span>
        </p>
      )}
    </div>
  );
}
