import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AssociatedAuthor } from '@stickerei/shared/domain';

/** The author's logo, or the first letter of the name without one. */
export function AuthorLogo({ size = 40 }: { size?: number; label?: string }) {
  const record = useRecordContext<AssociatedAuthor>();
  if (!record) return null;
  return (
    <Avatar
      src={record.logoUrl ?? undefined}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: record.logoUrl ? 'transparent' : 'secondary.main' }}
      slotProps={{ img: { style: { objectFit: 'contain' } } }}
    >
      {record.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
