import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceProps } from 'react-admin';
import { TeamCreate } from './TeamCreate.tsx';
import { TeamEdit } from './TeamEdit.tsx';
import { TeamList } from './TeamList.tsx';
import { TeamShow } from './TeamShow.tsx';

/** Teams: staff read them (tutors their own); admins and instruction managers manage them. */
export const teams: Omit<ResourceProps, 'name'> = {
  list: TeamList,
  show: TeamShow,
  edit: TeamEdit,
  create: TeamCreate,
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
