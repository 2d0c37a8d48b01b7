import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

/** A titled card of a page, with actions on the title's line. */
export function Section(props: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card sx={{ mt: 2, minWidth: 0 }} data-testid={props.testId}>
      <CardContent>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography variant="h6" component="h2">
            {props.title}
          </Typography>
          {props.actions && (
            <Stack sx={{ gap: 1, flexWrap: 'wrap' }} direction="row">
              {props.actions}
            </Stack>
          )}
        </Stack>
        {props.children}
      </CardContent>
    </Card>
  );
}
