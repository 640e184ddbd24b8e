import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useCanAccess, useNotify, useRecordContext, useUpdate } from 'react-admin';
import {
  TARGET_HOURS_MAX,
  TARGET_HOURS_MIN,
  TARGETS_FORM_INVALID_MESSAGE,
  TARGETS_UPDATED_MESSAGE,
  targetFormErrors,
  type TargetField,
  type Tutor,
} from '@tp/domain';
import { actionErrorMessage } from '../actions/actionErrors.ts';

const FIELDS: { field: TargetField; label: string }[] = [
  { field: 'deliveryTarget', label: 'Delivery target (hours a week)' },
  { field: 'availabilityTarget', label: 'Availability target (hours a week)' },
];

type Values = Record<TargetField, string>;

const valuesOf = (tutor: Tutor): Values => ({
  deliveryTarget: String(tutor.deliveryTarget ?? 0),
  availabilityTarget: String(tutor.availabilityTarget ?? 0),
});

/**
 * The Edit Targets modal (spec scheduling §2, §5, §6: the admin app may edit delivery and
 * availability targets): both required, whole hours from 0 to 80 (domain's targetFormErrors,
 * the server's rule too). A wrong field: "Please fix the errors on the form."; saved: "Updated
 * targets". Offered to whoever may edit the tutor (admins; HR and instruction managers too, as
 * the tutors contract lets them write the targets).
 */
export function EditTargetsButton() {
  const tutor = useRecordContext<Tutor>();
  const { canAccess = false } = useCanAccess({ action: 'edit', resource: 'tutors', record: tutor });
  const [open, setOpen] = useState(false);
  if (!tutor || !canAccess) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Edit Targets
      </Button>
      {open ? <EditTargetsDialog tutor={tutor} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function EditTargetsDialog({ tutor, onClose }: { tutor: Tutor; onClose: () => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(tutor));
  const [showErrors, setShowErrors] = useState(false);
  const [update, { isPending }] = useUpdate<Tutor>();
  const notify = useNotify();
  const errors = targetFormErrors(values);

  const save = () => {
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      notify(TARGETS_FORM_INVALID_MESSAGE, { type: 'error' });
      return;
    }
    void update(
      'tutors',
      {
        id: tutor.id,
        data: {
          deliveryTarget: Number(values.deliveryTarget),
          availabilityTarget: Number(values.availabilityTarget),
        },
        previousData: tutor,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(TARGETS_UPDATED_MESSAGE, { type: 'success' });
          onClose();
        },
        onError: (error) => notify(actionErrorMessage(error), { type: 'error' }),
      },
    );
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby="edit-targets-title">
      <DialogTitle id="edit-targets-title">Edit Targets</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {FIELDS.map(({ field, label }) => (
            <TextField
              key={field}
              label={label}
              type="number"
              required
              value={values[field]}
              onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
              error={showErrors && errors[field] !== undefined}
              helperText={showErrors ? errors[field] : undefined}
              slotProps={{ htmlInput: { min: TARGET_HOURS_MIN, max: TARGET_HOURS_MAX, step: 1 } }}
            />
          ))}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
