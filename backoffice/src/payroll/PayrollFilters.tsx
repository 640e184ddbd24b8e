import { Tab, Tabs } from '@mui/material';
import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  SelectInput,
  useListContext,
} from 'react-admin';
import type { PayrollEmployeeChoice } from '@tp/domain';
import { searchFilter } from '../lists/searchFilter.tsx';
import { QuickFilterChips } from '../lists/QuickFilterChips.tsx';
import { employeeLabel, PAY_TYPE_CHOICES } from './payrollChoices.ts';

const emptyAsUndefined = (value: string | null) => (value ? value : undefined);

/** The list's filter inputs; their sources are the API's filter names. */
export function payrollFilters(employees: PayrollEmployeeChoice[]) {
  return [
    searchFilter('Description or employee'),
    <AutocompleteInput
      key="employeeId"
      source="employeeId"
      label="Employee"
      choices={employees}
      optionText={employeeLabel}
      alwaysOn
    />,
    <ReferenceInput
      key="departmentId"
      source="departmentId"
      reference="departments"
      sort={{ field: 'name', order: 'ASC' }}
    >
      <SelectInput label="Department" optionText="name" />
    </ReferenceInput>,
    <SelectInput key="payType" source="payType" label="Pay type" choices={PAY_TYPE_CHOICES} />,
    <DateInput
      key="payDateFrom"
      source="payDateFrom"
      label="Pay date from"
      parse={emptyAsUndefined}
    />,
    <DateInput key="payDateTo" source="payDateTo" label="Pay date to" parse={emptyAsUndefined} />,
  ];
}

/** Spec §7: "paid (false is Pending, true is Paid)": the list's two tabs. */
export function PaidTabs() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const isPaid = (filterValues as { paid?: boolean }).paid === true;
  return (
    <Tabs
      value={isPaid ? 'paid' : 'pending'}
      onChange={(_event, value: string) =>
        setFilters({ ...filterValues, paid: value === 'paid' }, displayedFilters)
      }
      aria-label="Payroll status"
      sx={{ px: 1 }}
    >
      <Tab value="pending" label="Pending" />
      <Tab value="paid" label="Paid" />
    </Tabs>
  );
}

/** Quick filter: only the items that need review (on hold). */
const NEEDS_REVIEW = [{ label: 'Needs review', values: { hold: true } }];

export function NeedsReviewChip() {
  return <QuickFilterChips filters={NEEDS_REVIEW} sx={{ flexShrink: 0 }} />;
}
