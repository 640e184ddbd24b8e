import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { Confirm, useCanAccess, useGetList } from 'react-admin';
import {
  CANCELLATION_REASONS,
  ENROLLMENT_MESSAGES,
  enrollmentActionsFrom,
  enrollmentCancel,
  removeRefusal,
  type CancellationReason,
  type Course,
  type Enrollment,
  type FieldErrors,
} from '@tp/domain';
import { useActionCall } from '../actions/useActionCall.ts';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { stateOf } from './enrollmentLabels.ts';

const firstError = (errors: FieldErrors, field: string) => errors[field]?.[0];

/** Domain's `can` for one action on the enrollment (through the auth provider). */
export function useEnrollmentAccess(action: string, enrollment?: Enrollment): boolean {
  return useCanAccess({ action, resource: 'enrollments', record: enrollment }).canAccess ?? false;
}

/**
 * The buttons of one enrollment: cancel, uncancel and transfer as its state allows (domain's
 * `enrollmentActionsFrom`) and the user may (domain's `can`); remove when `withRemove`.
 */
export function EnrollmentActionButtons({
  enrollment,
  withRemove = false,
  size = 'small',
}: {
  enrollment: Enrollment;
  withRemove?: boolean;
  size?: 'small' | 'medium';
}) {
  const [open, setOpen] = useState<'cancel' | 'uncancel' | 'transfer' | 'remove' | null>(null);
  // One permission question per action, whatever the state (hooks in a fixed order).
  const allowed = {
    cancel: useEnrollmentAccess('cancel', enrollment),
    uncancel: useEnrollmentAccess('uncancel', enrollment),
    transfer: useEnrollmentAccess('transfer', enrollment),
    remove: useEnrollmentAccess('delete', enrollment),
  };
  const actions = enrollmentActionsFrom(stateOf(enrollment)).filter((action) => allowed[action]);
  const canRemove = withRemove && allowed.remove;
  if (actions.length === 0 && !canRemove) return null;
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  return (
    <Stack direction="row" spacing={1} onClick={stop} sx={{ flexWrap: 'wrap' }}>
      {actions.includes('cancel') ? (
        <Button size={size} color="error" onClick={() => setOpen('cancel')}>
          Cancel
        </Button>
      ) : null}
      {actions.includes('uncancel') ? (
        <Button size={size} onClick={() => setOpen('uncancel')}>
          Uncancel
        </Button>
      ) : null}
      {actions.includes('transfer') ? (
        <Button size={size} onClick={() => setOpen('transfer')}>
          Transfer
        </Button>
      ) : null}
      {canRemove ? (
        <Button size={size} color="error" onClick={() => setOpen('remove')}>
          Remove
        </Button>
      ) : null}
      {open === 'cancel' ? (
        <CancelEnrollmentDialog enrollment={enrollment} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'uncancel' ? (
        <UncancelConfirm enrollment={enrollment} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'transfer' ? (
        <TransferEnrollmentDialog enrollment={enrollment} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'remove' ? (
        <RemoveEnrolleeConfirm enrollment={enrollment} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
}

/**
 * Cancel with a reason from the spec's list (§9), a note (required for Other), and whether it
 * takes effect now or when the course ends (§4). The dialog is the confirmation.
 */
export function CancelEnrollmentDialog({
  enrollment,
  onClose,
}: {
  enrollment: Enrollment;
  onClose: () => void;
}) {
  const zone = useDisplayTimeZone();
  const { run, isSending, fieldErrors: errors, setFieldErrors: setErrors } = useActionCall();
  const [cancelReason, setReason] = useState<CancellationReason | ''>('');
  const [cancelNote, setNote] = useState('');
  const [immediately, setImmediately] = useState(false);

  async function submit() {
    const input = { cancelReason, cancelNote: cancelNote.trim() || null, immediately };
    const parsed = enrollmentCancel.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'base');
        (found[field] ??= []).push(
          field === 'cancelReason' ? 'Please choose a reason' : issue.message,
        );
      }
      setErrors(found);
      return;
    }
    const outcome = await run(
      (provider) =>
        provider.action('enrollments', 'cancel', { id: enrollment.id, data: parsed.data }),
      {
        success: ({ data }) =>
          data.status === 'canceled' &&
          data.unenrolledAt &&
          new Date(data.unenrolledAt).getTime() > Date.now()
            ? ENROLLMENT_MESSAGES.cancelScheduled(
                formatInZone(data.unenrolledAt, zone, 'MMM D, YYYY'),
              )
            : ENROLLMENT_MESSAGES.canceled,
      },
    );
    if (outcome.ok) onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cancel-enrollment">
      <DialogTitle id="cancel-enrollment">Cancel enrollment?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {enrollment.studentName} in {enrollment.courseTitle}.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            label="Reason"
            value={cancelReason}
            onChange={(event) => setReason(event.target.value as CancellationReason)}
            error={Boolean(errors.cancelReason)}
            helperText={firstError(errors, 'cancelReason')}
            required
            fullWidth
          >
            {CANCELLATION_REASONS.map((reason) => (
              <MenuItem key={reason} value={reason}>
                {reason}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Note"
            value={cancelNote}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(errors.cancelNote)}
            helperText={
              firstError(errors, 'cancelNote') ??
              (cancelReason === 'Other' ? 'Required with Other' : 'Optional')
            }
            required={cancelReason === 'Other'}
            multiline
            minRows={2}
            fullWidth
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={immediately}
                onChange={(event) => setImmediately(event.target.checked)}
              />
            }
            label="Cancel immediately (otherwise when the course ends)"
          />
          {errors.status ? (
            <DialogContentText color="error">This enrollment {errors.status[0]}.</DialogContentText>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep enrollment</Button>
        <Button color="error" variant="contained" onClick={submit} disabled={isSending}>
          Cancel enrollment
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function UncancelConfirm({ enrollment, onClose }: { enrollment: Enrollment; onClose: () => void }) {
  const { run, isSending } = useActionCall();
  return (
    <Confirm
      isOpen
      loading={isSending}
      title="Uncancel enrollment?"
      content={`${enrollment.studentName} becomes an active enrollee of ${enrollment.courseTitle} again.`}
      confirm="Uncancel"
      onConfirm={async () => {
        await run((provider) => provider.action('enrollments', 'uncancel', { id: enrollment.id }), {
          success: ENROLLMENT_MESSAGES.uncanceled,
        });
        onClose();
      }}
      onClose={onClose}
    />
  );
}

function RemoveEnrolleeConfirm({
  enrollment,
  onClose,
}: {
  enrollment: Enrollment;
  onClose: () => void;
}) {
  const { run, isSending } = useActionCall();
  const refusal = removeRefusal(enrollment);
  return (
    <Confirm
      isOpen
      loading={isSending}
      title="Remove enrollee?"
      content={
        refusal
          ? `This enrollment ${refusal}.`
          : `Remove ${enrollment.studentName} from ${enrollment.courseTitle}? The enrollment is deleted, as if it was never made.`
      }
      confirm="Remove"
      confirmColor="warning"
      onConfirm={async () => {
        if (!refusal)
          await run(
            (provider) =>
              provider.delete('enrollments', { id: enrollment.id, previousData: enrollment }),
            { success: ENROLLMENT_MESSAGES.removed },
          );
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** Transfer to another course (spec §7: itemType Course, itemId), confirmed by its button. */
export function TransferEnrollmentDialog({
  enrollment,
  onClose,
}: {
  enrollment: Enrollment;
  onClose: () => void;
}) {
  const { run, isSending, fieldErrors: errors } = useActionCall();
  const [query, setQuery] = useState('');
  const [course, setCourse] = useState<Course | null>(null);
  const { data: courses = [], isPending } = useGetList<Course>('courses', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'title', order: 'ASC' },
    filter: { query, status: ['published', 'unpublished'] },
  });
  const choices = courses.filter((c) => c.id !== enrollment.courseId);

  async function submit() {
    if (!course) return;
    const outcome = await run(
      (provider) =>
        provider.action('enrollments', 'transfer', {
          id: enrollment.id,
          data: { itemType: 'Course', itemId: course.id },
        }),
      { success: ENROLLMENT_MESSAGES.transferred(course.title) },
    );
    if (outcome.ok) onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="transfer-enrollment">
      <DialogTitle id="transfer-enrollment">Transfer enrollment?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {enrollment.studentName} leaves {enrollment.courseTitle} and is enrolled in the course you
          choose, in one step.
        </DialogContentText>
        <Autocomplete
          options={choices}
          loading={isPending}
          value={course}
          onChange={(_event, value) => setCourse(value)}
          onInputChange={(_event, value) => setQuery(value)}
          getOptionLabel={(option) => option.title}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options) => options}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Transfer to course"
              error={Boolean(errors.itemId ?? errors.base)}
              helperText={firstError(errors, 'itemId') ?? firstError(errors, 'base')}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep</Button>
        <Button variant="contained" onClick={submit} disabled={!course || isSending}>
          Transfer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
