import { useState } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { listEvents } from '@stickerei/shared/api-client';
import { EVENT_TYPES, type AdminEvent, type EventListQuery } from '@stickerei/shared/domain';
import { useApiData } from '../api/useApiData.ts';
import { formatCount, formatDateTime, shortId } from '../lib/format.ts';
import { DataTable, type Column } from '../parts/DataTable.tsx';
import { ExportButton } from '../parts/ExportButton.tsx';
import { LoadState } from '../parts/LoadState.tsx';
import { Pager } from '../parts/Pager.tsx';
import { Section } from '../parts/Section.tsx';

const PAGE_SIZE = 25;

// A datetime-local field's value as an ISO instant (the browser's time zone), or nothing.
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

function Filters(props: { filters: EventListQuery; onChange: (f: EventListQuery) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.ops.events.${key}`);
  const set = (patch: EventListQuery) => props.onChange({ ...props.filters, ...patch });
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        fullWidth={false}
        select
        size="small"
        label={t('type')}
        value={props.filters.type ?? ''}
        onChange={(e) => set({ type: e.target.value || undefined })}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">{t('any_type')}</MenuItem>
        {EVENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`app.ops.event_types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth={false}
        size="small"
        label={t('user_id')}
        onChange={(e) => set({ userId: e.target.value.trim() || undefined })}
      />
      <TextField
        fullWidth={false}
        size="small"
        type="datetime-local"
        label={t('from')}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(e) => set({ from: instant(e.target.value) })}
      />
      <TextField
        fullWidth={false}
        size="small"
        type="datetime-local"
        label={t('to')}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(e) => set({ to: instant(e.target.value) })}
      />
      <TextField
        fullWidth={false}
        size="small"
        label={t('text')}
        onChange={(e) => set({ q: e.target.value.trim() || undefined })}
      />
    </Stack>
  );
}

/** The event log with filters, newest first, a page at a time. */
export function EventLog() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [filters, setFilters] = useState<EventListQuery>({});
  const [page, setPage] = useState(1);
  const query = { ...filters, page, pageSize: PAGE_SIZE };
  const events = useApiData(JSON.stringify(query), (client, signal) =>
    listEvents(client, query, signal),
  );
  const t = (key: string) => translate(`app.ops.events.${key}`);
  const columns: Column<AdminEvent>[] = [
    {
      id: 'time',
      header: t('time'),
      value: (e) => e.createdAt,
      render: (e) => formatDateTime(e.createdAt, locale),
      nowrap: true,
    },
    {
      id: 'type',
      header: t('type'),
      value: (e) => e.type,
      render: (e) => translate(`app.ops.event_types.${e.type}`, { _: e.type }),
    },
    {
      id: 'user',
      header: t('user'),
      value: (e) => e.userLabel ?? e.userId ?? '',
      render: (e) => {
        const who = e.userLabel ?? e.userId;
        return who ? <span title={e.userId ?? ''}>{shortId(who)}</span> : <em>{t('anonymous')}</em>;
      },
    },
    {
      id: 'details',
      header: t('details'),
      value: (e) => JSON.stringify(e.payload),
      render: (e) => (
        <Box
          component="code"
          sx={{ fontSize: 12, wordBreak: 'break-word', display: 'block', maxWidth: 560 }}
        >
          {JSON.stringify(e.payload)}
        </Box>
      ),
    },
  ];
  const rows = events.data?.items ?? [];
  return (
    <Section
      title={t('list_title')}
      actions={<ExportButton columns={columns} rows={rows} name="events" />}
      testId="event-log"
    >
      <Filters
        filters={filters}
        onChange={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      <LoadState loading={events.loading} error={events.error} hasData={events.data !== undefined}>
        {events.data?.totalIsCapped && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.ops.events.total_capped', {
              count: formatCount(events.data.total, locale),
            })}
          </Typography>
        )}
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(e) => String(e.id)}
          label={t('list_title')}
          testId="event-table"
        />
        {events.data && (
          <Pager page={page} pageSize={PAGE_SIZE} total={events.data.total} onPage={setPage} />
        )}
      </LoadState>
    </Section>
  );
}
