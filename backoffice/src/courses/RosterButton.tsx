import { useState } from 'react';
import { Button } from '@mui/material';
import { useCanAccess, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { Course } from '@tp/domain';

/** GET /courses/{id}/roster; spec §7: "response message shown as a success toast". */
export function RosterButton() {
  const course = useRecordContext<Course>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const { canAccess = false } = useCanAccess({
    action: 'roster',
    resource: 'courses',
    record: course,
  });
  if (!course || !canAccess) return null;
  const fetchRoster = async () => {
    setLoading(true);
    try {
      const { data } = await dataProvider.action('courses', 'roster', { id: course.id });
      const names = data.students.map((student) => student.fullName).join(', ');
      notify(names ? `${data.message} ${names}` : data.message, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The roster could not be loaded.', {
        type: 'error',
      });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button size="small" variant="outlined" disabled={loading} onClick={() => void fetchRoster()}>
      Roster
    </Button>
  );
}
