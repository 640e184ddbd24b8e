import EventIcon from '@mui/icons-material/Event';
import type { ResourceProps } from 'react-admin';
import { SessionList } from './SessionList.tsx';

/** Sessions: a read-only list across courses (today, without a tutor); edited from courses. */
export const sessions: Omit<ResourceProps, 'name'> = {
  list: SessionList,
  icon: EventIcon,
};
