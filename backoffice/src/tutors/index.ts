import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** Tutors: staff read them; admins and HR add and edit, instruction managers set targets. */
export const tutors: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./TutorList.tsx'), 'TutorList'),
  show: lazyScreen(() => import('./TutorShow.tsx'), 'TutorShow'),
  edit: lazyScreen(() => import('./TutorEdit.tsx'), 'TutorEdit'),
  create: lazyScreen(() => import('./TutorCreate.tsx'), 'TutorCreate'),
  icon: SchoolIcon,
  recordRepresentation: (tutor: { firstName: string; lastName?: string }) =>
    `${tutor.firstName} ${tutor.lastName ?? ''}`.trim(),
};
