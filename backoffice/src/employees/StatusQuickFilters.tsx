import { Chip, Stack } from '@mui/material';
import { useListContext } from 'react-admin';
import { EMPLOYEE_STATUS_FILTERS, activeFilterOf, type EmployeeStatusFilter } from '@tp/domain';

const LABELS: Record<EmployeeStatusFilter, string> = { active: 'Active', inactive: 'Inactive' };

/**
 * Spec §4 Employee: "The list toggles the active filter, with quick filters 'active' and
 * 'inactive'" (§9: tutor filters active, inactive). A second click on the chip that is on
 * shows everyone.
 */
export function StatusQuickFilters() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { active: current, ...others } = filterValues as Record<string, unknown>;
  function toggle(status: EmployeeStatusFilter) {
    const wanted = activeFilterOf(status);
    setFilters(current === wanted ? others : { ...others, active: wanted }, displayedFilters);
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, my: 1 }}>
      {EMPLOYEE_STATUS_FILTERS.map((status) => {
        const isOn = current === activeFilterOf(status);
        return (
          <Chip
            key={status}
            label={LABELS[status]}
            color={isOn ? 'primary' : 'default'}
            variant={isOn ? 'filled' : 'outlined'}
            aria-pressed={isOn}
            onClick={() => toggle(status)}
          />
        );
      })}
    </Stack>
  );
}
