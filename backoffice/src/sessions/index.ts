import EventIcon from '@mui/icons-material/Event';
import type { ResourceProps } from 'react-admin';
import { SessionList } from './SessionList.tsx';
import { SessionShow } from './SessionShow.tsx';

/**
 * Sessions: a read-only list across courses (today, without a tutor), and a session's page
 * with its attendance; sessions are edited from their course.
 */
export const sessions: Omit<ResourceProps, 'name'> = {
  list: SessionList,
  show: SessionShow,
  icon: EventIcon,
};
