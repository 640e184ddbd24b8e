import EventIcon from '@mui/icons-material/Event';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const SessionList = lazyView(() => import('./SessionList.tsx'), 'SessionList');
const SessionShow = lazyView(() => import('./SessionShow.tsx'), 'SessionShow');

/**
 * Sessions: a read-only list across courses (today, without a tutor), and a session's page
 * with its attendance; sessions are edited from their course.
 */
export const sessions: Omit<ResourceProps, 'name'> = {
  list: SessionList,
  show: SessionShow,
  icon: EventIcon,
};
