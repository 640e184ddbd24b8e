import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** The Subjects resource: a read-only list. */
export const subjects: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./SubjectList.tsx'), 'SubjectList'),
  icon: MenuBookIcon,
  recordRepresentation: 'name',
};
