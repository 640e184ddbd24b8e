import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { CourseCreate } from './CourseCreate.tsx';
import { CourseEdit } from './CourseEdit.tsx';
import { CourseList } from './CourseList.tsx';
import { CourseShow } from './CourseShow.tsx';

/** The Courses resource: list with filters and export, show with tabs, create and edit. */
export const courses: Omit<ResourceProps, 'name'> = {
  list: CourseList,
  show: CourseShow,
  create: CourseCreate,
  edit: CourseEdit,
  icon: SchoolIcon,
  recordRepresentation: 'title',
};
