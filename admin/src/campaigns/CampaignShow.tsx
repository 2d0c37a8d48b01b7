import { Suspense } from 'react';
import {
  Avatar,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import {
  DeleteWithConfirmButton,
  EditButton,
  Show,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../pages/lib/format.ts';
import { lazyPage } from '../routing/lazyPage.ts';
import type { CampaignRecord } from './campaignRoutes.ts';
import { CampaignDesigns } from './CampaignDesigns.tsx';
import { StatusChip } from './StatusChip.tsx';

// The charts (recharts) are their own chunk, fetched only when a campaign is opened.
const CampaignFigures = lazyPage(() => import('./CampaignFigures.tsx'));

function Loading() {
  const translate = useTranslate();
  return <CircularProgress aria-label={translate('ra.page.loading')} />;
}

function Actions() {
  return (
    <TopToolbar>
      <EditButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

function Period({ record }: { record: CampaignRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = (iso: string) => formatDateTime(iso, locale);
  return (
    <Typography color="text.secondary">
      {translate('app.campaigns.period', {
        start: format(record.startAt),
        end: format(record.endAt),
      })}
    </Typography>
  );
}

function Overview() {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const { author } = record;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {record.name}
          </Typography>
          <StatusChip />
        </Stack>
        <Period record={record} />
        {record.description && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{record.description}</Typography>
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={author.logoUrl ?? undefined}
          alt=""
          variant="rounded"
          sx={{ width: 56, height: 56, bgcolor: 'background.default' }}
        >
          {author.name.slice(0, 1)}
        </Avatar>
        <Box>
          <Typography variant="subtitle2" color="text.secondary">
            {translate('resources.campaigns.fields.authorId')}
          </Typography>
          <Typography>{author.name}</Typography>
          {author.website && (
            <Link href={author.website} target="_blank" rel="noopener noreferrer">
              {author.website}
            </Link>
          )}
        </Box>
      </Stack>
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.campaigns.fields.designs')}
        </Typography>
        <CampaignDesigns />
      </Box>
    </Stack>
  );
}

/** A campaign: what it is, its designs (limits, removal) and its redemption and visit figures. */
export default function CampaignShow() {
  return (
    <Show actions={<Actions />}>
      <Overview />
      <Card variant="outlined" sx={{ m: 2 }}>
        <CardContent>
          <Suspense fallback={<Loading />}>
            <CampaignFigures />
          </Suspense>
        </CardContent>
      </Card>
    </Show>
  );
}
