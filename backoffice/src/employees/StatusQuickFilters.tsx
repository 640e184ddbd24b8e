import { EMPLOYEE_STATUS_FILTERS, activeFilterOf, type EmployeeStatusFilter } from '@tp/domain';
import { QuickFilterChips } from '../lists/QuickFilterChips.tsx';

const LABELS: Record<EmployeeStatusFilter, string> = { active: 'Active', inactive: 'Inactive' };

const STATUS_FILTERS = EMPLOYEE_STATUS_FILTERS.map((status) => ({
  label: LABELS[status],
  values: { active: activeFilterOf(status) },
}));

/**
 * Spec §4 Employee: "The list toggles the active filter, with quick filters 'active' and
 * 'inactive'" (§9: tutor filters active, inactive). A second click on the chip that is on
 * shows everyone.
 */
export function StatusQuickFilters() {
  return <QuickFilterChips filters={STATUS_FILTERS} sx={{ flexShrink: 0, my: 1 }} />;
}
