import { useState } from 'react';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import {
  Button,
  Confirm,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { Student } from '@tp/domain';
import { errorMessageOf } from './actionErrors.ts';

/**
 * Spec §4 Student: "A student can be toggled active or inactive" (`PUT /students/{id}/
 * toggle_active`). Making a student inactive asks first; making one active does not.
 */
export function StudentToggleActiveButton() {
  const student = useRecordContext<Student>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isAsking, setAsking] = useState(false);
  const [isSending, setSending] = useState(false);
  const { canAccess } = useCanAccess({
    action: 'toggleActive',
    resource: 'students',
    record: student,
  });
  if (!student || !canAccess) return null;

  const toggle = async () => {
    setAsking(false);
    setSending(true);
    try {
      const { data } = await dataProvider.action('students', 'toggleActive', { id: student.id });
      notify(`${data.fullName} is now ${data.active ? 'active' : 'inactive'}`, {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify(errorMessageOf(error, 'The student could not be changed.'), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        label={student.active ? 'Make inactive' : 'Make active'}
        onClick={() => (student.active ? setAsking(true) : void toggle())}
        disabled={isSending}
      >
        {student.active ? <ToggleOffIcon /> : <ToggleOnIcon />}
      </Button>
      <Confirm
        isOpen={isAsking}
        title={`Make ${student.fullName} inactive?`}
        content="An inactive student stays on file with their history, and can be made active again."
        confirm="Make inactive"
        onConfirm={toggle}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
