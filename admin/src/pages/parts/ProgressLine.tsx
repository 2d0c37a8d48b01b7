import { Box, LinearProgress, Typography } from '@mui/material';

/** A labelled progress bar (what the event stream reports). */
export function ProgressLine(props: { value: number; label: string; testId?: string }) {
  return (
    <Box sx={{ my: 2 }} data-testid={props.testId}>
      <LinearProgress
        variant="determinate"
        value={props.value}
        aria-label={props.label}
        aria-valuenow={props.value}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {props.label}
      </Typography>
    </Box>
  );
}
