import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const TeamCreate = lazyView(() => import('./TeamCreate.tsx'), 'TeamCreate');
const TeamEdit = lazyView(() => import('./TeamEdit.tsx'), 'TeamEdit');
const TeamList = lazyView(() => import('./TeamList.tsx'), 'TeamList');
const TeamShow = lazyView(() => import('./TeamShow.tsx'), 'TeamShow');

/** Teams: staff read them (tutors their own); admins and instruction managers manage them. */
export const teams: Omit<ResourceProps, 'name'> = {
  list: TeamList,
  show: TeamShow,
  edit: TeamEdit,
  create: TeamCreate,
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
