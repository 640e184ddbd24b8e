import { useState } from 'react';
import MergeIcon from '@mui/icons-material/MergeType';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AutocompleteInput,
  Button,
  Form,
  ReferenceInput,
  SaveButton,
  TextInput,
  useCanAccess,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  mergeCompleteMessage,
  studentMerge,
  type Student,
  type StudentMerge,
  type StudentMergeResult,
} from '@tp/domain';
import { actionFormErrors } from '../actions/actionErrors.ts';
import { useActionCall } from '../actions/useActionCall.ts';

const mergeResolver = zodResolver(studentMerge);

/** Spec §9: "Student search ... pause 400 ms". */
const SEARCH_PAUSE_MS = 400;

function studentOption(student: Student) {
  return `${student.fullName}${student.parentName ? ` (parent ${student.parentName})` : ''} #${student.id}`;
}

function StudentPicker({ source, label }: { source: keyof StudentMerge; label: string }) {
  return (
    <ReferenceInput source={source} reference="students" perPage={25}>
      <AutocompleteInput
        label={label}
        optionText={studentOption}
        filterToQuery={(query) => ({ query })}
        debounce={SEARCH_PAUSE_MS}
        fullWidth
      />
    </ReferenceInput>
  );
}

/**
 * Merge two students' accounts (spec §7 `POST /students/merge`): pick the student kept and the
 * duplicate, add notes, confirm; the server moves everything in one transaction and the
 * "Merge Complete" dialog says which e-mail the customer has on file. On a student's page the
 * student kept is that student.
 */
export function StudentMergeButton() {
  const record = useRecordContext<Student>();
  const { run } = useActionCall();
  const redirect = useRedirect();
  const [isOpen, setOpen] = useState(false);
  const [result, setResult] = useState<StudentMergeResult | null>(null);
  const { canAccess: canMerge } = useCanAccess({ action: 'merge', resource: 'students' });
  if (!canMerge) return null;

  /** The form's submit: the server's field errors, if any, go back onto the form. */
  const submit = async (values: FieldValues) => {
    const outcome = await run((provider) =>
      provider.action('students', 'merge', { data: values as StudentMerge }),
    );
    if (!outcome.ok) return actionFormErrors(outcome.error) ?? undefined;
    setOpen(false);
    setResult(outcome.result.data.merge);
    return undefined;
  };

  const closeComplete = () => {
    const keptId = result?.studentId;
    setResult(null);
    if (keptId !== undefined) redirect('show', 'students', keptId);
  };

  return (
    <>
      <Button label="Merge" onClick={() => setOpen(true)}>
        <MergeIcon />
      </Button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Merge students</DialogTitle>
        <Form<StudentMerge>
          resolver={mergeResolver}
          defaultValues={{ currentId: record?.id, notes: '' }}
          onSubmit={submit}
        >
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Everything of the duplicate (enrollments, attendances, reviews, shipments, tutoring
              history) moves to the student kept, and the duplicate becomes inactive. This cannot be
              undone.
            </DialogContentText>
            <Stack>
              <StudentPicker source="currentId" label="Student to keep" />
              <StudentPicker source="transferId" label="Duplicate to merge into it" />
              <TextInput source="notes" label="Notes" multiline minRows={2} fullWidth />
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
            <SaveButton label="Merge" icon={<MergeIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
      <Dialog open={result !== null} onClose={closeComplete} aria-labelledby="merge-complete">
        <DialogTitle id="merge-complete">Merge Complete</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {result ? mergeCompleteMessage(result.studentName, result.emailOnFile) : null}
          </DialogContentText>
          {result ? (
            <DialogContentText sx={{ mt: 2 }}>
              Moved {result.moved.enrollments} enrollments, {result.moved.attendances} attendances,{' '}
              {result.moved.reviews} reviews, {result.moved.shipments} shipments and{' '}
              {result.moved.tutoringHistories} tutoring histories.
              {result.left.enrollments + result.left.attendances > 0
                ? ` ${result.left.enrollments} enrollments and ${result.left.attendances} attendances the student kept already had stay with the inactive duplicate.`
                : ''}
            </DialogContentText>
          ) : null}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={closeComplete} variant="contained">
            OK
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
