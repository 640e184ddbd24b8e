import { Tab, Tabs } from '@mui/material';
import { required, SelectInput, useListContext } from 'react-admin';
import {
  CUSTOMER_QUICK_FILTERS,
  LEAD_QUICK_FILTERS,
  isAdvisorDirector,
  type Actor,
  type ParentAdvisor,
  type ParentQuickFilter,
  type ParentType,
} from '@tp/domain';
import { searchFilter } from '../lists/searchFilter.tsx';
import { QuickFilterChips } from '../lists/QuickFilterChips.tsx';
import { quickFilterLabel, statusChoices } from './parentChoices.ts';

/** The status select offers the statuses of the list's type (spec §4). */
function StatusFilterInput(props: { source: string; alwaysOn?: boolean }) {
  const { filterValues } = useListContext();
  const type = (filterValues as { type?: ParentType }).type;
  return <SelectInput {...props} label="Status" choices={statusChoices(type)} />;
}

/**
 * Spec §6: directors see 'All Advisors' (and each advisor); others 'Me' and 'Unassigned' only,
 * without an empty choice (the server refuses them another advisor's id).
 */
function assignedChoices(isDirector: boolean, advisors: readonly ParentAdvisor[]) {
  const base = [
    { id: 'me', name: 'Me' },
    { id: 'unassigned', name: 'Unassigned' },
  ];
  if (!isDirector) return base;
  return [
    ...base,
    ...advisors.map((advisor) => ({ id: String(advisor.id), name: advisor.fullName })),
  ];
}

export function parentFilters(actor: Actor | null, advisors: readonly ParentAdvisor[]) {
  const isDirector = actor ? isAdvisorDirector(actor) : false;
  return [
    searchFilter('Name or e-mail'),
    <StatusFilterInput key="status" source="status" alwaysOn />,
    <SelectInput
      key="assignedTo"
      source="assignedTo"
      label="Assigned advisor"
      choices={assignedChoices(isDirector, advisors)}
      emptyText="All Advisors"
      validate={isDirector ? undefined : required()}
      alwaysOn
    />,
  ];
}

/** Customers or leads: the list's two views, as its `type` filter. */
export function ParentTypeTabs() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const type = (filterValues as { type?: ParentType }).type ?? 'Customer';
  return (
    <Tabs
      value={type}
      onChange={(_event, next: ParentType) => {
        // A status or quick filter of the other set would select nothing: they are dropped.
        const {
          status: _status,
          quick: _quick,
          abandoned: _abandoned,
          ...kept
        } = filterValues as Record<string, unknown>;
        setFilters({ ...kept, type: next }, displayedFilters);
      }}
      aria-label="Customers or leads"
      sx={{ px: 1 }}
    >
      <Tab value="Customer" label="Parents" />
      <Tab value="Lead" label="Leads" />
    </Tabs>
  );
}

/**
 * Spec §9's quick filters of the list's type; one at a time, `all` clears it. Unassigned also
 * sets the assigned-advisor filter to Unassigned: an advisor's list is always on Me or
 * Unassigned, and Me with the Unassigned chip would select nobody.
 */
export function ParentQuickFilters() {
  const { filterValues } = useListContext();
  const type = (filterValues as { type?: ParentType }).type ?? 'Customer';
  const names: readonly ParentQuickFilter[] =
    type === 'Lead' ? LEAD_QUICK_FILTERS : CUSTOMER_QUICK_FILTERS;
  const filters = names.map((name) => ({
    label: quickFilterLabel(name),
    values: name === 'all' ? {} : { quick: name },
    ...(name === 'unassigned' ? { sets: { assignedTo: 'unassigned' } } : {}),
  }));
  return <QuickFilterChips filters={filters} exclusive sx={{ flexWrap: 'wrap', px: 2, py: 1 }} />;
}
