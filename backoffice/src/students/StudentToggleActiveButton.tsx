import { useState } from 'react';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button, Confirm, useCanAccess, useRecordContext } from 'react-admin';
import type { Student } from '@tp/domain';
import { useActionCall } from '../actions/useActionCall.ts';

/**
 * Spec §4 Student: "A student can be toggled active or inactive" (`PUT /students/{id}/
 * toggle_active`). Making a student inactive asks first; making one active does not.
 */
export function StudentToggleActiveButton() {
  const student = useRecordContext<Student>();
  const { run, isSending } = useActionCall();
  const [isAsking, setAsking] = useState(false);
  const { canAccess } = useCanAccess({
    action: 'toggleActive',
    resource: 'students',
    record: student,
  });
  if (!student || !canAccess) return null;

  const toggle = () => {
    setAsking(false);
    void run((provider) => provider.action('students', 'toggleActive', { id: student.id }), {
      success: ({ data }) => `${data.fullName} is now ${data.active ? 'active' : 'inactive'}`,
    });
  };

  return (
    <>
      <Button
        label={student.active ? 'Make inactive' : 'Make active'}
        onClick={() => (student.active ? setAsking(true) : toggle())}
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
