import HistoryIcon from '@mui/icons-material/History';
import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** Students: scheduling staff manage them (create, edit, toggle active, merge). */
export const students: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./StudentList.tsx'), 'StudentList'),
  show: lazyScreen(() => import('./StudentShow.tsx'), 'StudentShow'),
  edit: lazyScreen(() => import('./StudentEdit.tsx'), 'StudentEdit'),
  create: lazyScreen(() => import('./StudentCreate.tsx'), 'StudentCreate'),
  icon: SchoolIcon,
  recordRepresentation: 'fullName',
};

/** Tutors' students (tutoring histories): remove, and for instruction managers reassign. */
export const tutoringHistories: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./TutoringHistoryList.tsx'), 'TutoringHistoryList'),
  icon: HistoryIcon,
  options: { label: 'Tutoring history' },
};
