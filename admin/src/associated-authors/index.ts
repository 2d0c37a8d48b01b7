import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../routing/lazyPage.ts';

/** The `associated-authors` resource: designers who sponsor campaigns. */
export const associatedAuthors = {
  name: 'associated-authors',
  list: lazyPage(() => import('./AuthorList.tsx')),
  create: lazyPage(() => import('./AuthorCreate.tsx')),
  edit: lazyPage(() => import('./AuthorEdit.tsx')),
  icon: PeopleIcon,
  recordRepresentation: 'name',
} satisfies ResourceProps;
