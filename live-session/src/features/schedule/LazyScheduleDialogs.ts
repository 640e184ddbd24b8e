import { lazyWhenOpened } from '../../lib/lazyWhenOpened.tsx';
import type { ScheduleDialogsProps } from './ScheduleDialogs.tsx';

/**
 * The schedule's dialogs (a session's detail, the session editor and the event form with
 * their date pickers), downloaded when the tutor first opens a session, an event or a slot,
 * not with the calendar or the dashboard.
 */
export const LazyScheduleDialogs = lazyWhenOpened<ScheduleDialogsProps>(
  async () => (await import('./ScheduleDialogs.tsx')).ScheduleDialogs,
  ({ selection }) => selection !== null,
);
