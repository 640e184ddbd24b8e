import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const TutorCreate = lazyView(() => import('./TutorCreate.tsx'), 'TutorCreate');
const TutorEdit = lazyView(() => import('./TutorEdit.tsx'), 'TutorEdit');
const TutorList = lazyView(() => import('./TutorList.tsx'), 'TutorList');
const TutorShow = lazyView(() => import('./TutorShow.tsx'), 'TutorShow');

/** Tutors: staff read them; admins and HR add and edit, instruction managers set targets. */
export const tutors: Omit<ResourceProps, 'name'> = {
  list: TutorList,
  show: TutorShow,
  edit: TutorEdit,
  create: TutorCreate,
  icon: SchoolIcon,
  recordRepresentation: (tutor: { firstName: string; lastName?: string }) =>
    `${tutor.firstName} ${tutor.lastName ?? ''}`.trim(),
};
