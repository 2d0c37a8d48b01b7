import type { ChangeEvent, ReactNode } from 'react';
import { Stack, TextField, Typography } from '@mui/material';

/** What an operations form is for, above its inputs. */
export function HelpText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/** The inputs and the button of an operations form, on one line while they fit. */
export function FormRow({ children }: { children: ReactNode }) {
  return (
    <Stack sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }} direction="row">
      {children}
    </Stack>
  );
}

/** A small number input of an operations form, within its bounds when it has any. */
export function NumberInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  error?: boolean;
  minWidth?: number;
}) {
  return (
    <TextField
      sx={{ minWidth: props.minWidth ?? 240 }}
      fullWidth={false}
      size="small"
      type="number"
      label={props.label}
      value={props.value}
      error={props.error}
      onChange={(e: ChangeEvent<HTMLInputElement>) => props.onChange(e.target.value)}
      slotProps={{ htmlInput: { min: props.min, max: props.max } }}
    />
  );
}
