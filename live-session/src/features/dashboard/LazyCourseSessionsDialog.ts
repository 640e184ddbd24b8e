import { lazyWhenOpened } from '../../lib/lazyWhenOpened.tsx';
import type { CourseSessionsDialogProps } from './CourseSessionsDialog.tsx';

/** A course's sessions with their editor (date pickers and all), downloaded when first opened. */
export const LazyCourseSessionsDialog = lazyWhenOpened<CourseSessionsDialogProps>(
  async () => (await import('./CourseSessionsDialog.tsx')).CourseSessionsDialog,
  ({ target }) => target !== null,
);
