import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../routing/lazyPage.ts';

/** The `campaigns` resource (spec §7: sponsored campaigns). Every view is its own chunk. */
export const campaigns = {
  name: 'campaigns',
  list: lazyPage(() => import('./CampaignList.tsx')),
  create: lazyPage(() => import('./CampaignCreate.tsx')),
  edit: lazyPage(() => import('./CampaignEdit.tsx')),
  show: lazyPage(() => import('./CampaignShow.tsx')),
  icon: CampaignIcon,
  recordRepresentation: 'name',
} satisfies ResourceProps;
