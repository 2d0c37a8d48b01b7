import { useState } from 'react';
import {
  Box,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import {
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import type { CampaignDesign } from '@stickerei/shared/domain';
import type { CampaignRecord } from './campaignRoutes.ts';
import { parseLimit } from './campaignForm.ts';
import { DesignThumb, designSummary } from './DesignThumb.tsx';

function LimitEditor({ entry }: { entry: CampaignDesign }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState(
    entry.redemptionLimit === null ? '' : String(entry.redemptionLimit),
  );
  const [update, { isPending }] = useUpdate();
  const parsed = parseLimit(text);
  const changed = parsed !== 'invalid' && parsed !== entry.redemptionLimit;
  const save = () =>
    update(
      'campaign-designs',
      { id: entry.id, data: { redemptionLimit: parsed }, previousData: entry },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.campaigns.designs.limit_saved', { type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  const label = translate('app.campaigns.designs.limit_for', { name: entry.design.name });
  return (
    <>
      <TextField
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={parsed === 'invalid'}
        placeholder={translate('app.campaigns.designs.no_limit')}
        slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'numeric' } }}
        sx={{ width: 150 }}
      />
      <IconButton
        aria-label={translate('app.campaigns.designs.save_limit', { name: entry.design.name })}
        disabled={!changed || isPending}
        onClick={save}
      >
        <SaveIcon />
      </IconButton>
    </>
  );
}

function RemoveEntry({ entry }: { entry: CampaignDesign }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const confirm = () =>
    remove(
      'campaign-designs',
      { id: entry.id, previousData: entry },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <>
      <IconButton
        aria-label={translate('app.campaigns.designs.remove', { name: entry.design.name })}
        onClick={() => setOpen(true)}
      >
        <DeleteIcon />
      </IconButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.campaigns.designs.remove_title"
        content="app.campaigns.designs.remove_content"
        translateOptions={{ name: entry.design.name }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The campaign's designs with their redemptions, an editable limit and removal. */
export function CampaignDesigns() {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.designs.length === 0) {
    return <Typography color="text.secondary">{translate('app.campaigns.picker.none')}</Typography>;
  }
  return (
    <Table size="small" aria-label={translate('resources.campaigns.fields.designs')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.campaigns.designs.design')}</TableCell>
          <TableCell align="right">{translate('app.campaigns.figures.redemptions')}</TableCell>
          <TableCell>{translate('app.campaigns.designs.limit')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {record.designs.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <DesignThumb design={entry.design} size={56} />
                <span>
                  <Typography variant="body2">{entry.design.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {designSummary(entry.design)}
                  </Typography>
                </span>
              </Box>
            </TableCell>
            <TableCell align="right">{entry.redemptionCount}</TableCell>
            <TableCell>
              <LimitEditor key={`${entry.id}:${entry.redemptionLimit}`} entry={entry} />
            </TableCell>
            <TableCell align="right">
              <RemoveEntry entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
