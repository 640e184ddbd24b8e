import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { ResourceProps } from 'react-admin';
import { SubjectList } from './SubjectList.tsx';

/** The Subjects resource: a read-only list. */
export const subjects: Omit<ResourceProps, 'name'> = {
  list: SubjectList,
  icon: MenuBookIcon,
  recordRepresentation: 'name',
};
