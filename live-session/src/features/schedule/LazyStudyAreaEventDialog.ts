import { lazyWhenOpened } from '../../lib/lazyWhenOpened.tsx';
import type { StudyAreaEventDialogProps } from './StudyAreaEventDialog.tsx';

/** A test day's detail, downloaded when one is first opened, not with the calendar. */
export const LazyStudyAreaEventDialog = lazyWhenOpened<StudyAreaEventDialogProps>(
  async () => (await import('./StudyAreaEventDialog.tsx')).StudyAreaEventDialog,
  ({ detail }) => detail !== null,
);
