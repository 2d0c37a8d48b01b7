import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Shows a spinner while nothing is loaded (or `placeholder`, shaped like what will come, so the
 * page does not shift when it arrives), the error if loading failed, else the children.
 */
export function LoadState(props: {
  loading: boolean;
  error: Error | null;
  hasData: boolean;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  if (props.error) {
    return (
      <Alert severity="error">
        {translate('app.ops.common.load_failed', { message: props.error.message })}
      </Alert>
    );
  }
  if (!props.hasData && props.placeholder) {
    return (
      <Box aria-busy="true" aria-label={translate('app.ops.common.loading')}>
        {props.placeholder}
      </Box>
    );
  }
  if (!props.hasData) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }} aria-busy="true">
        <CircularProgress size={28} aria-label={translate('app.ops.common.loading')} />
      </Box>
    );
  }
  return <>{props.children}</>;
}
