import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { CourseList } from './CourseList.tsx';
import { CourseShow } from './CourseShow.tsx';

/** The Courses resource: a list with filters and export, and a show page. */
export const courses: Omit<ResourceProps, 'name'> = {
  list: CourseList,
  show: CourseShow,
  icon: SchoolIcon,
  recordRepresentation: 'title',
};
