import { useState } from 'react';
import { Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { getEventMetrics, getSearchTerms } from '@stickerei/shared/api-client';
import { useApiData } from './api/useApiData.ts';
import { EventsChart } from './charts/index.ts';
import { EventLog } from './events/EventLog.tsx';
import { SearchTerms } from './events/SearchTerms.tsx';
import { lastDays } from './lib/days.ts';
import { formatCount } from './lib/format.ts';
import { LazyChart } from './parts/LazyChart.tsx';
import { LoadState } from './parts/LoadState.tsx';
import { RangeSelect } from './parts/RangeSelect.tsx';
import { Section } from './parts/Section.tsx';

/** /superadmin/events: metrics per type over time, top search terms, the event log. */
export default function EventsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [days, setDays] = useState(30);
  const range = lastDays(days);
  const metrics = useApiData(`metrics-${days}`, (client, signal) =>
    getEventMetrics(client, range, signal),
  );
  const terms = useApiData(`terms-${days}`, (client, signal) =>
    getSearchTerms(client, { ...range, limit: 20 }, signal),
  );
  return (
    <>
      <Title title="app.page.events.title" />
      <Section
        title={translate('app.ops.events.metrics_title')}
        actions={<RangeSelect days={days} onChange={setDays} />}
        testId="event-metrics"
      >
        <LoadState
          loading={metrics.loading}
          error={metrics.error}
          hasData={metrics.data !== undefined}
        >
          {metrics.data && (
            <>
              <Typography variant="body2" color="text.secondary">
                {translate('app.ops.events.totals', {
                  total: formatCount(metrics.data.total, locale),
                })}
              </Typography>
              <LazyChart height={300}>
                <EventsChart metrics={metrics.data} />
              </LazyChart>
            </>
          )}
        </LoadState>
      </Section>
      <LoadState loading={terms.loading} error={terms.error} hasData={terms.data !== undefined}>
        {terms.data && <SearchTerms data={terms.data} />}
      </LoadState>
      <EventLog />
    </>
  );
}
