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
  useDataProvider,
  useNotify,
  useRefresh,
} from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { FieldValues } from 'react-hook-form';
import {
  STUDENT_REASSIGNED_MESSAGE,
  STUDENT_REMOVED_MESSAGE,
  tutoringHistoryReassign,
  type Tutor,
  type TutoringHistory,
  type TutoringHistoryReassign,
} from '@tp/domain';
import { errorMessageOf, formErrorsOf } from './actionErrors.ts';

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
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [step, setStep] = useState<'closed' | 'confirm' | 'reassign'>('closed');
  const [isSending, setSending] = useState(false);
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
    setSending(true);
    try {
      await dataProvider.action('tutoring_histories', 'remove', { id: history.id });
      notify(STUDENT_REMOVED_MESSAGE, { type: 'success' });
      refresh();
      setStep(canReassign ? 'reassign' : 'closed');
    } catch (error) {
      notify(errorMessageOf(error, 'The student could not be removed.'), { type: 'error' });
      setStep('closed');
    } finally {
      setSending(false);
    }
  };

  const reassign = async (values: FieldValues) => {
    try {
      await dataProvider.action('tutoring_histories', 'reassign', {
        id: history.id,
        data: { tutorId: values.tutorId as number },
      });
      notify(STUDENT_REASSIGNED_MESSAGE, { type: 'success' });
      refresh();
      setStep('closed');
      return undefined;
    } catch (error) {
      notify(errorMessageOf(error, 'The student could not be reassigned.'), { type: 'error' });
      return formErrorsOf(error) ?? undefined;
    }
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
