import { useState } from 'react';
import {
  Autocomplete,
  FormControlLabel,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList } from 'react-admin';
import {
  INCLUDE_NON_ACCEPTING_LABEL,
  STAFFING_MESSAGES,
  canIncludeNonAccepting,
  type Brand,
  type Employee,
  type Tutor,
} from '@tp/domain';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { useDebouncedValue } from '../lists/useDebouncedValue.ts';

/** Whom the staffing modal puts on sessions: a tutor, or (brands with employee staffing) an employee. */
export interface StaffChoice {
  id: number;
  name: string;
  kind: 'tutor' | 'employee';
  /** Null for an employee who is not a tutor. */
  acceptNewStudents: boolean | null;
}

const fullName = (person: Pick<Tutor, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`;

/** Why the chosen one cannot be added before any call (§5): not accepting and not on the course. */
export function notAcceptingRefusal(
  choice: StaffChoice | null,
  onCourseIds: readonly number[],
): string | null {
  if (!choice || choice.acceptNewStudents !== false) return null;
  return onCourseIds.includes(choice.id) ? null : STAFFING_MESSAGES.notAccepting;
}

/**
 * The tutor picker of the tutor assignment modal (spec scheduling §2, staff-and-crm §6): a
 * Tutors tab, and an Employees tab only when the brand has employee staffing; only OPERATIONS
 * sees "Include Non-Accepting Work Tutors?" (off: tutors taking no new students are not listed).
 */
export function StaffPicker({
  brand,
  value,
  onChange,
  onCourseIds,
}: {
  brand: Pick<Brand, 'employeeStaffing'> | null | undefined;
  value: StaffChoice | null;
  onChange(choice: StaffChoice | null): void;
  onCourseIds: readonly number[];
}) {
  const { user } = useAuthUser();
  const [tab, setTab] = useState<'tutor' | 'employee'>('tutor');
  const [includeNonAccepting, setIncludeNonAccepting] = useState(false);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query);
  const withEmployees = Boolean(brand?.employeeStaffing);
  const showToggle = Boolean(user && canIncludeNonAccepting(user));
  const kind = withEmployees ? tab : 'tutor';

  const { data: tutors = [] } = useGetList<Tutor>(
    'tutors',
    {
      filter: {
        active: true,
        ...(search ? { query: search } : {}),
        ...(includeNonAccepting ? {} : { acceptNewStudents: true }),
      },
      pagination: { page: 1, perPage: 7 },
      sort: { field: 'lastName', order: 'ASC' },
    },
    { enabled: kind === 'tutor' },
  );
  const { data: employees = [] } = useGetList<Employee>(
    'employees',
    {
      filter: { active: true, type: 'Employee', ...(search ? { query: search } : {}) },
      pagination: { page: 1, perPage: 7 },
      sort: { field: 'lastName', order: 'ASC' },
    },
    { enabled: kind === 'employee' },
  );
  const options: StaffChoice[] =
    kind === 'tutor'
      ? tutors.map((tutor) => ({
          id: tutor.id,
          name: fullName(tutor),
          kind: 'tutor',
          acceptNewStudents: tutor.acceptNewStudents ?? null,
        }))
      : employees.map((employee) => ({
          id: employee.id,
          name: fullName(employee),
          kind: 'employee',
          acceptNewStudents: null,
        }));

  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 240 }}>
      {withEmployees ? (
        <Tabs
          value={tab}
          onChange={(_event, next: 'tutor' | 'employee') => {
            setTab(next);
            setQuery('');
            onChange(null);
          }}
          aria-label="Whom to assign"
        >
          <Tab value="tutor" label="Tutors" />
          <Tab value="employee" label="Employees" />
        </Tabs>
      ) : null}
      <Autocomplete<StaffChoice>
        options={options}
        value={value}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(all) => all}
        onChange={(_, next) => onChange(next)}
        onInputChange={(_, next, reason) => {
          if (reason === 'input') setQuery(next);
        }}
        renderOption={(props, option) => {
          const refusal = notAcceptingRefusal(option, onCourseIds);
          return (
            <li {...props} key={option.id}>
              <Stack>
                <span>{option.name}</span>
                {refusal ? (
                  <Typography variant="caption" color="warning.main">
                    {refusal}
                  </Typography>
                ) : null}
              </Stack>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField {...params} label={kind === 'tutor' ? 'Tutor' : 'Employee'} size="small" />
        )}
      />
      {showToggle && kind === 'tutor' ? (
        <FormControlLabel
          control={
            <Switch
              checked={includeNonAccepting}
              onChange={(event) => setIncludeNonAccepting(event.target.checked)}
            />
          }
          label={INCLUDE_NON_ACCEPTING_LABEL}
        />
      ) : null}
    </Stack>
  );
}
