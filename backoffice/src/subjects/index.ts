import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const SubjectList = lazyView(() => import('./SubjectList.tsx'), 'SubjectList');

/** The Subjects resource: a read-only list. */
export const subjects: Omit<ResourceProps, 'name'> = {
  list: SubjectList,
  icon: MenuBookIcon,
  recordRepresentation: 'name',
};
