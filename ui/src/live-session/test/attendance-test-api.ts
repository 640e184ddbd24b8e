import type { TestApi } from '@tp/mocks/node';
import { demoTutor } from '../../scheduling/test/scheduling-test-api.tsx';

export const DEMO_NOW = "'2025-03-05T15:00:00Z'";

/**
 * One of the demo tutor's sessions of a brand, its attendance not taken and its students'
 * rows cleared: past sessions (attendance open) or future ones (more than 30 minutes ahead).
 * Needs `api.willWrite()` in the test.
 */
export async function tutorSessionOf(
  api: TestApi,
  brand: string,
  when: 'past' | 'future',
  minStudents = 1,
): Promise<{ id: number; studentIds: number[]; tutorId: number }> {
  const tutor = await demoTutor(api);
  const [row] = await api.query<{ id: number }>(
    `select s.id from sessions s
       join courses c on c.id = s.course_id join brands b on b.id = c.brand_id
      where s.supervisor_id = $1 and b.name = $2 and s.canceled_at is null
        and ${when === 'past' ? `s.ends_at < ${DEMO_NOW}` : `s.starts_at > timestamptz ${DEMO_NOW} + interval '1 hour'`}
        and (select count(*) from attendances a where a.session_id = s.id) >= $3
      order by s.starts_at ${when === 'past' ? 'desc' : 'asc'} limit 1`,
    [tutor.tutorId, brand, minStudents],
  );
  if (!row) throw new Error(`the demo tutor has no ${when} ${brand} session`);
  await api.query(
    `update sessions set attendance_taken_at = null, suppress_attendance = false,
            allotments_skipped_at = null where id = $1`,
    [row.id],
  );
  await api.query('update attendances set attended = null, notes = null where session_id = $1', [
    row.id,
  ]);
  await api.query('delete from allotments where session_id = $1', [row.id]);
  const students = await api.query<{ studentId: number }>(
    'select student_id as "studentId" from attendances where session_id = $1 order by id',
    [row.id],
  );
  return { id: row.id, studentIds: students.map((s) => s.studentId), tutorId: tutor.tutorId };
}
