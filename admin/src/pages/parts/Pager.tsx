import { IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';

/** Previous / next page of a server-paged table. */
export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const translate = useTranslate();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.ops.common.page_of', { page: props.page, pages })}
      </Typography>
      <IconButton
        size="small"
        aria-label={translate('app.ops.common.previous_page')}
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate('app.ops.common.next_page')}
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
