import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const CourseCreate = lazyView(() => import('./CourseCreate.tsx'), 'CourseCreate');
const CourseEdit = lazyView(() => import('./CourseEdit.tsx'), 'CourseEdit');
const CourseList = lazyView(() => import('./CourseList.tsx'), 'CourseList');
const CourseShow = lazyView(() => import('./CourseShow.tsx'), 'CourseShow');

/** The Courses resource: list with filters and export, show with tabs, create and edit. */
export const courses: Omit<ResourceProps, 'name'> = {
  list: CourseList,
  show: CourseShow,
  create: CourseCreate,
  edit: CourseEdit,
  icon: SchoolIcon,
  recordRepresentation: 'title',
};
