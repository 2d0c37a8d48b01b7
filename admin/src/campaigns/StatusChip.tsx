import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CampaignStatus } from '@stickerei/shared/domain';
import type { CampaignRecord } from './campaignRoutes.ts';

const COLOURS: Record<CampaignStatus, 'success' | 'info' | 'default' | 'warning'> = {
  running: 'success',
  scheduled: 'info',
  ended: 'default',
  disabled: 'warning',
};

/** The campaign's status (running, scheduled, ended, disabled) as a coloured chip. */
export function StatusChip(_props: { label?: string }) {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={COLOURS[record.status]}
      label={translate(`app.campaigns.status.${record.status}`)}
    />
  );
}
