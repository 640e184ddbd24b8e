import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { TutorCreate } from './TutorCreate.tsx';
import { TutorEdit } from './TutorEdit.tsx';
import { TutorList } from './TutorList.tsx';
import { TutorShow } from './TutorShow.tsx';

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
