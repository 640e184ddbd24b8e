import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

export { COURSE_LIST_FIRST_PAGE } from './courseListQuery.ts';

/** The Courses resource: list with filters and export, show with tabs, create and edit. */
export const courses: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./CourseList.tsx'), 'CourseList'),
  show: lazyScreen(() => import('./CourseShow.tsx'), 'CourseShow'),
  create: lazyScreen(() => import('./CourseCreate.tsx'), 'CourseCreate'),
  edit: lazyScreen(() => import('./CourseEdit.tsx'), 'CourseEdit'),
  icon: SchoolIcon,
  recordRepresentation: 'title',
};
