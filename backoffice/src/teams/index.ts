import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** Teams: staff read them (tutors their own); admins and instruction managers manage them. */
export const teams: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./TeamList.tsx'), 'TeamList'),
  show: lazyScreen(() => import('./TeamShow.tsx'), 'TeamShow'),
  edit: lazyScreen(() => import('./TeamEdit.tsx'), 'TeamEdit'),
  create: lazyScreen(() => import('./TeamCreate.tsx'), 'TeamCreate'),
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
