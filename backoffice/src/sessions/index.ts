import EventIcon from '@mui/icons-material/Event';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/**
 * Sessions: a read-only list across courses (today, without a tutor), and a session's page
 * with its attendance; sessions are edited from their course.
 */
export const sessions: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./SessionList.tsx'), 'SessionList'),
  show: lazyScreen(() => import('./SessionShow.tsx'), 'SessionShow'),
  icon: EventIcon,
};
