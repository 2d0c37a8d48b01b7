import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../routing/lazyPage.ts';

/** The `audit` resource: the append-only trail of admin actions (docs/audit.md); list only. */
export const audit = {
  name: 'audit',
  list: lazyPage(() => import('./AuditList.tsx')),
  icon: FactCheckIcon,
} satisfies ResourceProps;
