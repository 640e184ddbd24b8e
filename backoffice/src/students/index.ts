import HistoryIcon from '@mui/icons-material/History';
import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const StudentCreate = lazyView(() => import('./StudentCreate.tsx'), 'StudentCreate');
const StudentEdit = lazyView(() => import('./StudentEdit.tsx'), 'StudentEdit');
const StudentList = lazyView(() => import('./StudentList.tsx'), 'StudentList');
const StudentShow = lazyView(() => import('./StudentShow.tsx'), 'StudentShow');
const TutoringHistoryList = lazyView(
  () => import('./TutoringHistoryList.tsx'),
  'TutoringHistoryList',
);

/** Students: scheduling staff manage them (create, edit, toggle active, merge). */
export const students: Omit<ResourceProps, 'name'> = {
  list: StudentList,
  show: StudentShow,
  edit: StudentEdit,
  create: StudentCreate,
  icon: SchoolIcon,
  recordRepresentation: 'fullName',
};

/** Tutors' students (tutoring histories): remove, and for instruction managers reassign. */
export const tutoringHistories: Omit<ResourceProps, 'name'> = {
  list: TutoringHistoryList,
  icon: HistoryIcon,
  options: { label: 'Tutoring history' },
};
