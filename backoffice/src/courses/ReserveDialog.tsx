import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useCanAccess, useGetList, useRecordContext } from 'react-admin';
import {
  COURSE_RESERVED_MESSAGE,
  defaultReservationEndDate,
  formatUsDate,
  parseUsDate,
  reservedIntervalOf,
  validateUsDate,
  type Course,
  type FieldErrors,
  type Student,
} from '@tp/domain';
import { useActionCall } from '../actions/useActionCall.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { useDebouncedValue } from '../lists/useDebouncedValue.ts';

const studentLabel = (student: Student) =>
  `${student.firstName} ${student.lastName}${student.grade == null ? '' : ` (grade ${student.grade === -1 ? 'TK' : student.grade === 0 ? 'K' : student.grade})`}`;

/** The brand's reserved interval, when brands carry one (read leniently, else a week). */
function intervalOf(course: Course) {
  const brand = (course.brand ?? {}) as Record<string, unknown>;
  const unit = typeof brand.reservedIntervalUnit === 'string' ? brand.reservedIntervalUnit : null;
  const length =
    typeof brand.reservedIntervalLength === 'number' ? brand.reservedIntervalLength : null;
  return reservedIntervalOf(unit, length);
}

/**
 * Reserve a course (spec §5): "Reserve For" is a student autocomplete; "Reservation Ends At"
 * is required, MM/DD/YYYY, not before today, by default the brand's interval from today (the
 * reservation ends at noon that day). Buttons Cancel and Update.
 */
export function ReserveButton() {
  const course = useRecordContext<Course>();
  const [open, setOpen] = useState(false);
  const { canAccess = false } = useCanAccess({
    action: 'reserve',
    resource: 'courses',
    record: course,
  });
  if (!course || !canAccess) return null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Reserve
      </Button>
      {open ? <ReserveDialog course={course} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ReserveDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  const zone = useDisplayTimeZone();
  const { run, isSending, fieldErrors, setFieldErrors } = useActionCall();
  const [student, setStudent] = useState<Student | null>(course.reservedFor ?? null);
  const [query, setQuery] = useState('');
  const [endsAt, setEndsAt] = useState(() =>
    formatUsDate(defaultReservationEndDate(new Date(), zone, intervalOf(course))),
  );
  const search = useDebouncedValue(query);
  const { data: students = [], isPending } = useGetList<Student>('students', {
    filter: search ? { query: search } : {},
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'lastName', order: 'ASC' },
  });

  const errorOf = (field: string) => fieldErrors[field]?.join(' ');

  const submit = async () => {
    const dateError = validateUsDate(endsAt, {
      notBeforeToday: { today: new Date(), timeZone: zone },
    });
    // Checked here first, as the server would; its own refusals land on the same fields.
    const found: FieldErrors = {};
    if (!student) found.reservedForId = ['Choose a student.'];
    if (dateError) found.reservationEndsAt = [dateError];
    setFieldErrors(found);
    if (!student || dateError) return;
    const outcome = await run(
      (provider) =>
        provider.action('courses', 'reserve', {
          id: course.id,
          data: { reservedForId: student.id, reservationEndsAt: parseUsDate(endsAt)! },
        }),
      { success: COURSE_RESERVED_MESSAGE },
    );
    if (outcome.ok) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reserve-title">
      <DialogTitle id="reserve-title">Reserve {course.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Autocomplete<Student>
            options={students}
            loading={isPending}
            value={student}
            getOptionLabel={studentLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options) => options}
            onChange={(_, value) => setStudent(value)}
            onInputChange={(_, value, reason) => {
              if (reason === 'input') setQuery(value);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Reserve For"
                error={Boolean(errorOf('reservedForId'))}
                helperText={errorOf('reservedForId') ?? 'Search students by name.'}
              />
            )}
          />
          <TextField
            label="Reservation Ends At"
            placeholder="MM/DD/YYYY"
            value={endsAt}
            onChange={(event) => setEndsAt(event.target.value)}
            error={Boolean(errorOf('reservationEndsAt'))}
            helperText={errorOf('reservationEndsAt') ?? `Ends at noon (${zone}).`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={isSending} onClick={() => void submit()}>
          Update
        </Button>
      </DialogActions>
    </Dialog>
  );
}
