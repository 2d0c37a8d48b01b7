import { useEffect, useMemo, useState } from 'react';
import {
  Box,
  Card,
  CardActionArea,
  Checkbox,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Pagination,
  TextField,
  Typography,
} from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useGetList, useInput, useRecordContext, useTranslate } from 'react-admin';
import type { DesignRecord } from '@stickerei/shared/domain';
import type { CampaignRecord } from './campaignRoutes.ts';
import { moveItem } from './campaignForm.ts';
import { DesignThumb, designSummary } from './DesignThumb.tsx';

const PER_PAGE = 12;

function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

// One page of the library under the search, and every design seen so far (chosen ones keep
// their name and preview when they are not on the page shown).
function useLibraryPage(
  search: string,
  page: number,
  setPage: (page: number) => void,
  record: CampaignRecord | undefined,
) {
  const q = useDebounced(search);
  useEffect(() => setPage(1), [q, setPage]);
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<DesignRecord>('library-designs', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'created_at', order: 'DESC' },
    filter: { q },
  });
  const [seen, setSeen] = useState(() => new Map<string, DesignRecord>());
  useEffect(() => {
    if (data.length)
      setSeen((before) => new Map([...before, ...data.map((d) => [d.id, d] as const)]));
  }, [data]);
  const known = useMemo(() => {
    const map = new Map(seen);
    for (const entry of record?.designs ?? []) map.set(entry.designId, entry.design);
    return map;
  }, [seen, record]);
  return { data, total, isPending, error, known };
}

function Selected(props: {
  ids: string[];
  known: Map<string, DesignRecord>;
  onChange: (ids: string[]) => void;
}) {
  const translate = useTranslate();
  const { ids, known, onChange } = props;
  if (ids.length === 0) {
    return <Typography color="text.secondary">{translate('app.campaigns.picker.none')}</Typography>;
  }
  return (
    <List
      dense
      aria-label={translate('app.campaigns.picker.selected', { smart_count: ids.length })}
    >
      {ids.map((id, index) => {
        const design = known.get(id);
        const name = design?.name || id;
        return (
          <ListItem
            key={id}
            secondaryAction={
              <>
                <IconButton
                  aria-label={translate('app.campaigns.picker.up', { name })}
                  disabled={index === 0}
                  onClick={() => onChange(moveItem(ids, index, -1))}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={translate('app.campaigns.picker.down', { name })}
                  disabled={index === ids.length - 1}
                  onClick={() => onChange(moveItem(ids, index, 1))}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton
                  aria-label={translate('app.campaigns.picker.remove', { name })}
                  onClick={() => onChange(ids.filter((x) => x !== id))}
                >
                  <DeleteIcon />
                </IconButton>
              </>
            }
          >
            <ListItemAvatar sx={{ mr: 1 }}>
              <DesignThumb design={design} size={48} />
            </ListItemAvatar>
            <ListItemText primary={name} secondary={design ? designSummary(design) : undefined} />
          </ListItem>
        );
      })}
    </List>
  );
}

function LibraryCard(props: { design: DesignRecord; checked: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const { design, checked } = props;
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: checked ? 'primary.main' : undefined, borderWidth: checked ? 2 : 1 }}
    >
      <CardActionArea
        onClick={props.onToggle}
        aria-pressed={checked}
        sx={{ p: 1 }}
        data-testid="library-design"
        data-design-id={design.id}
      >
        <Box sx={{ position: 'relative' }}>
          <DesignThumb design={design} size={132} />
          <Checkbox
            checked={checked}
            tabIndex={-1}
            sx={{
              position: 'absolute',
              top: 4,
              right: 4,
              p: 0.25,
              bgcolor: 'background.paper',
              borderRadius: 1,
              '&:hover': { bgcolor: 'background.paper' },
            }}
            slotProps={{ input: { 'aria-hidden': true } }}
          />
        </Box>
        <Typography variant="body2" noWrap title={design.name}>
          {design.name || translate('app.campaigns.picker.unnamed')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {designSummary(design)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/**
 * The campaign's designs: the chosen ones in order (move, remove) and the library to choose
 * from, searchable, with previews (`GET /api/stickerei/list` via `library-designs`).
 */
export function DesignPicker({ source }: { source: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: [] });
  const record = useRecordContext<CampaignRecord>();
  const ids: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, total, isPending, error, known } = useLibraryPage(search, page, setPage, record);
  const toggle = (id: string) =>
    field.onChange(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('app.campaigns.picker.title', { smart_count: ids.length })}
      </Typography>
      <Selected ids={ids} known={known} onChange={field.onChange} />
      <TextField
        label={translate('app.campaigns.picker.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        sx={{ my: 2, width: 360, maxWidth: '100%' }}
      />
      {error ? (
        <Typography color="error">{translate('app.campaigns.picker.failed')}</Typography>
      ) : !isPending && data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.campaigns.picker.empty')}</Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {data.map((design) => (
          <LibraryCard
            key={design.id}
            design={design}
            checked={ids.includes(design.id)}
            onToggle={() => toggle(design.id)}
          />
        ))}
      </Box>
      {total > PER_PAGE && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(total / PER_PAGE)}
          page={page}
          onChange={(_e, value) => setPage(value)}
        />
      )}
    </Box>
  );
}
