import type { TestApi } from '@tp/mocks/node';

/**
 * The demo world's Lily Brennan, her private tutoring enrollment and its tutor (Marcus
 * Okafor, Chicago), and another student's active private tutoring enrollment: the booking
 * tests book Lily and make her tutor busy with the other student.
 */
export async function lilyAndAnotherStudent(api: TestApi) {
  const [lily] = await api.query<{ id: number; enrollment_id: number; tutor_id: number }>(
    `select s.id, e.id as enrollment_id, e.tutor_id from students s
     join enrollments e on e.student_id = s.id join courses c on c.id = e.course_id
     join brands b on b.id = c.brand_id
     where s.first_name = 'Lily' and s.last_name = 'Brennan' and b.name = 'Private Tutoring'`,
  );
  const [other] = await api.query<{ student_id: number; id: number }>(
    `select e.student_id, e.id from enrollments e join courses c on c.id = e.course_id
     join brands b on b.id = c.brand_id
     where b.name = 'Private Tutoring' and e.status = 'active' and e.student_id <> $1
     order by e.id limit 1`,
    [lily!.id],
  );
  return { lily: lily!, other: other! };
}
