import HistoryIcon from '@mui/icons-material/History';
import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { StudentCreate } from './StudentCreate.tsx';
import { StudentEdit } from './StudentEdit.tsx';
import { StudentList } from './StudentList.tsx';
import { StudentShow } from './StudentShow.tsx';
import { TutoringHistoryList } from './TutoringHistoryList.tsx';

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
