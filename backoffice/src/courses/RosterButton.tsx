import { Button } from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import type { Course } from '@tp/domain';
import { useActionCall } from '../actions/useActionCall.ts';

/** GET /courses/{id}/roster; spec §7: "response message shown as a success toast". */
export function RosterButton() {
  const course = useRecordContext<Course>();
  const { run, isSending } = useActionCall();
  const { canAccess = false } = useCanAccess({
    action: 'roster',
    resource: 'courses',
    record: course,
  });
  if (!course || !canAccess) return null;
  // A read: nothing changes, so nothing is refreshed.
  const fetchRoster = () =>
    void run((provider) => provider.action('courses', 'roster', { id: course.id }), {
      success: ({ data }) => {
        const names = data.students.map((student) => student.fullName).join(', ');
        return names ? `${data.message} ${names}` : data.message;
      },
      refresh: false,
    });
  return (
    <Button size="small" variant="outlined" disabled={isSending} onClick={fetchRoster}>
      Roster
    </Button>
  );
}
