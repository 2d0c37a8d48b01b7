import { Suspense, type ReactNode } from 'react';
import { Box, Skeleton } from '@mui/material';

/** Room for a lazily loaded chart (recharts is its own chunk): a placeholder of its height. */
export function LazyChart(props: { height: number; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ height: props.height }}>
          <Skeleton variant="rectangular" height={props.height} />
        </Box>
      }
    >
      {props.children}
    </Suspense>
  );
}
