import { useState } from 'react';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AutocompleteInput,
  Button,
  Form,
  ReferenceInput,
  SaveButton,
  useCanAccess,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  STUDENT_REASSIGNED_MESSAGE,
  STUDENT_REMOVED_MESSAGE,
  tutoringHistoryReassign,
  type Tutor,
  type TutoringHistory,
  type TutoringHistoryReassign,
} from '@tp/domain';
import { actionFormErrors } from '../actions/actionErrors.ts';
import { useActionCall } from '../actions/useActionCall.ts';

const reassignResolver = zodResolver(tutoringHistoryReassign);
const tutorName = (tutor: Tutor) =>
  'lastName' in tutor && typeof tutor.lastName === 'string'
    ? `${tutor.firstName} ${tutor.lastName}`
    : tutor.firstName;
const ACTIVE_TUTORS = { active: true };

/**
 * The student removal modal (spec §2 Modals, §4 Student): a confirm step, then, for those who
 * may reassign (instruction managers), a reassign step with a tutor to pick; otherwise it
 * closes. A removal the server refuses (a next or future session) shows its reason.
 */
export function RemoveStudentButton({ history }: { history: TutoringHistory }) {
  const { run, isSending } = useActionCall();
  const [step, setStep] = useState<'closed' | 'confirm' | 'reassign'>('closed');
  const { canAccess: canRemove } = useCanAccess({
    action: 'remove',
    resource: 'tutoring_histories',
    record: history,
  });
  const { canAccess: canReassign } = useCanAccess({
    action: 'reassign',
    resource: 'tutoring_histories',
    record: history,
  });
  if (!canRemove || !history.active) return null;

  const remove = async () => {
    const outcome = await run(
      (provider) => provider.action('tutoring_histories', 'remove', { id: history.id }),
      { success: STUDENT_REMOVED_MESSAGE },
    );
    setStep(outcome.ok && canReassign ? 'reassign' : 'closed');
  };

  /** The reassign form's submit: the server's field errors, if any, go back onto the form. */
  const reassign = async (values: FieldValues) => {
    const outcome = await run(
      (provider) =>
        provider.action('tutoring_histories', 'reassign', {
          id: history.id,
          data: { tutorId: values.tutorId as number },
        }),
      { success: STUDENT_REASSIGNED_MESSAGE },
    );
    if (!outcome.ok) return actionFormErrors(outcome.error) ?? undefined;
    setStep('closed');
    return undefined;
  };

  return (
    <>
      <Button
        label="Remove"
        onClick={(event) => {
          event.stopPropagation();
          setStep('confirm');
        }}
      >
        <PersonRemoveIcon />
      </Button>
      <Dialog
        open={step !== 'closed'}
        onClose={() => setStep('closed')}
        onClick={(event) => event.stopPropagation()}
        fullWidth
        maxWidth="xs"
      >
        {step === 'confirm' ? (
          <>
            <DialogTitle>Remove {history.studentName}?</DialogTitle>
            <DialogContent>
              <DialogContentText>
                {history.studentName} will no longer be {history.tutorName}&apos;s student. A
                student with a next session cannot be removed.
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <MuiButton onClick={() => setStep('closed')}>Cancel</MuiButton>
              <MuiButton onClick={remove} variant="contained" color="error" disabled={isSending}>
                Remove
              </MuiButton>
            </DialogActions>
          </>
        ) : (
          <>
            <DialogTitle>Reassign {history.studentName}</DialogTitle>
            <Form<TutoringHistoryReassign>
              resolver={reassignResolver}
              defaultValues={{ tutorId: null }}
              onSubmit={reassign}
            >
              <DialogContent>
                <ReferenceInput
                  source="tutorId"
                  reference="tutors"
                  perPage={25}
                  filter={ACTIVE_TUTORS}
                >
                  <AutocompleteInput
                    label="Tutor"
                    optionText={tutorName}
                    filterToQuery={(query) => ({ query })}
                    debounce={400}
                    fullWidth
                  />
                </ReferenceInput>
              </DialogContent>
              <DialogActions>
                <MuiButton onClick={() => setStep('closed')}>Skip</MuiButton>
                <SaveButton label="Reassign" icon={<></>} alwaysEnable />
              </DialogActions>
            </Form>
          </>
        )}
      </Dialog>
    </>
  );
}
