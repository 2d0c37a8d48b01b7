import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SearchTermCount, SearchTermsResponse } from '@stickerei/shared/domain';
import { formatCount, formatDateTime, formatShare } from '../lib/format.ts';
import { DataTable, type Column } from '../parts/DataTable.tsx';
import { ExportButton } from '../parts/ExportButton.tsx';
import { Section } from '../parts/Section.tsx';

/** The most frequent search texts of the period with their share of empty results. */
export function SearchTerms({ data }: { data: SearchTermsResponse }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`app.ops.events.${key}`);
  const columns: Column<SearchTermCount>[] = [
    { id: 'term', header: t('term'), value: (r) => r.term },
    {
      id: 'count',
      header: t('count'),
      value: (r) => r.count,
      numeric: true,
      render: (r) => formatCount(r.count, locale),
    },
    { id: 'noResults', header: t('no_results'), value: (r) => r.noResults, numeric: true },
    {
      id: 'share',
      header: t('no_result_share'),
      value: (r) => r.noResultShare,
      numeric: true,
      render: (r) => formatShare(r.noResultShare, locale),
    },
    {
      id: 'last',
      header: t('last_searched'),
      value: (r) => r.lastSearchedAt,
      render: (r) => formatDateTime(r.lastSearchedAt, locale),
    },
  ];
  return (
    <Section
      title={t('terms_title')}
      actions={<ExportButton columns={columns} rows={data.terms} name="search-terms" />}
      testId="search-terms"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.ops.events.terms_summary', {
          searches: formatCount(data.searches, locale),
          share: formatShare(data.noResultShare, locale),
          without: formatCount(data.searchesWithoutText, locale),
        })}
      </Typography>
      <DataTable
        columns={columns}
        rows={data.terms}
        rowKey={(r) => r.term}
        label={t('terms_title')}
        testId="search-terms-table"
      />
    </Section>
  );
}
