import { lazyWhenOpened } from '../../../lib/lazyWhenOpened.tsx';
import type { PlannerBookingDialogProps } from './PlannerBookingDialog.tsx';

/** The family's booking form, downloaded when a slot or session is first chosen to book. */
export const LazyPlannerBookingDialog = lazyWhenOpened<PlannerBookingDialogProps>(
  async () => (await import('./PlannerBookingDialog.tsx')).PlannerBookingDialog,
  ({ booking }) => booking !== null,
);
