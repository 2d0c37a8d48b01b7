import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Periods the charts offer, in days. */
export const RANGE_DAYS = [7, 30, 90, 365] as const;

/** Chooses the period of a page's charts. */
export function RangeSelect(props: { days: number; onChange: (days: number) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      label={translate('app.ops.common.range')}
      value={props.days}
      onChange={(e) => props.onChange(Number(e.target.value))}
      sx={{ minWidth: 170 }}
    >
      {RANGE_DAYS.map((d) => (
        <MenuItem key={d} value={d}>
          {translate('app.ops.common.last_days', { days: d })}
        </MenuItem>
      ))}
    </TextField>
  );
}
