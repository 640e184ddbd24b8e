import { lazyWhenOpened } from '../../lib/lazyWhenOpened.tsx';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';

/**
 * The yes-or-no question, downloaded when it is first asked: on the calendars' first load
 * (schedule, planner) MUI's Dialog, its modal and its transitions are weight no visit needs
 * until it deletes, revokes or cancels something.
 */
export const LazyConfirmDialog = lazyWhenOpened<ConfirmDialogProps>(
  async () => (await import('./ConfirmDialog.tsx')).ConfirmDialog,
  ({ isOpen }) => isOpen,
);
