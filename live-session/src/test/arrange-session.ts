import { COMPONENT_TEST_NOW, TUTOR_EMAIL, demoUser, type TestApi } from './test-api.ts';

/** The name an arranged session carries (its page's title). */
export const ARRANGED_TITLE = 'Algebra tutoring';
const START = COMPONENT_TEST_NOW.toISOString();
const HOUR_MS = 3_600_000;

export interface Arrangement {
  /** The brand of the session's course (one with points by default). */
  brand?: string;
  /** Its start and end (15:00 to 16:00 UTC, the server's now, by default). */
  startsAt?: string;
  endsAt?: string;
  /** How many of its students stay on it. */
  students?: number;
  /** A meeting already provisioned (a Jitsi room). */
  withMeeting?: boolean;
  /** The tutor is assigned (joins) rather than supervising (launches). */
  asAssignee?: boolean;
  /** The course has a dynamic subject, and the session one set. */
  withDynamicSubject?: boolean;
}

export interface Arranged {
  id: number;
  /** The students' names and ids in the API's order. */
  names: string[];
  studentIds: number[];
}

/**
 * One of the demo tutor's sessions, arranged in SQL as asked, so the real API computes the live
 * fields a test needs (the server's clock is at 15:00 UTC). The test writes (`willWrite`).
 */
export async function arrangeSession(api: TestApi, options: Arrangement = {}): Promise<Arranged> {
  const {
    brand = 'Math Achievers Club',
    startsAt = START,
    endsAt = new Date(Date.parse(startsAt) + HOUR_MS).toISOString(),
    students = 2,
    withMeeting = true,
    asAssignee = false,
    withDynamicSubject = false,
  } = options;
  api.willWrite();
  const tutor = await demoUser(api, TUTOR_EMAIL);
  const [session] = await api.query<{ id: number; courseId: number }>(
    `select s.id, s.course_id as "courseId" from sessions s
       join courses c on c.id = s.course_id join brands b on b.id = c.brand_id
      where s.supervisor_id = $1 and b.name = $2
        and (select count(*) from attendances a where a.session_id = s.id) >= $3
      order by s.id limit 1`,
    [tutor.tutorId, brand, Math.max(students, 1)],
  );
  if (!session) throw new Error(`the demo tutor has no ${brand} session with ${students} students`);
  const { id } = session;
  const duration = (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000;
  // What the tutor teaches in that hour is canceled: a tutor is never double-booked.
  await api.query(
    `update sessions set canceled_at = $2 where id <> $1 and canceled_at is null
        and starts_at < $3 and ends_at > $2
        and id in (select session_id from assignments where employee_id = $4)`,
    [id, startsAt, endsAt, tutor.tutorId],
  );
  await api.query(
    `update sessions set name = $2, starts_at = $3, ends_at = $4, duration = $5,
            canceled_at = null, suppress_attendance = false, attendance_taken_at = null,
            launched_at = null, subject_id = null
      where id = $1`,
    [id, ARRANGED_TITLE, startsAt, endsAt, duration],
  );
  await api.query(
    `delete from attendances where session_id = $1 and id not in
       (select id from attendances where session_id = $1 order by id limit $2)`,
    [id, students],
  );
  await api.query('update attendances set attended = null, notes = null where session_id = $1', [
    id,
  ]);
  await api.query('delete from session_meetings where session_id = $1', [id]);
  if (withMeeting)
    await api.query(
      `insert into session_meetings (session_id, provider, external_id, join_url, start_url)
       values ($1, 'jitsi', $2, $3, $3)`,
      [id, `room-${id}`, `https://meet.jit.si/room-${id}`],
    );
  if (asAssignee) {
    const [other] = await api.query<{ id: number }>(
      'select id from tutors where id <> $1 order by id limit 1',
      [tutor.tutorId],
    );
    await api.query('update sessions set supervisor_id = $2 where id = $1', [id, other!.id]);
    await api.query('delete from assignments where session_id = $1', [id]);
    await api.query('insert into assignments (session_id, employee_id) values ($1, $2)', [
      id,
      tutor.tutorId,
    ]);
  }
  if (withDynamicSubject) {
    const [subject] = await api.query<{ id: number }>(
      `select id from subjects where name = 'Geometry'`,
    );
    await api.query('update courses set dynamic_subject = true where id = $1', [session.courseId]);
    await api.query('update sessions set subject_id = $2 where id = $1', [id, subject!.id]);
  }
  const onSession = await sessionStudents(api, id);
  return {
    id,
    names: onSession.map((student) => student.name),
    studentIds: onSession.map((student) => student.id),
  };
}

/** The students of a session as GET /sessions/{id} lists them. */
export async function sessionStudents(
  testApi: TestApi,
  id: number,
): Promise<{ id: number; name: string }[]> {
  const { json } = await testApi.request(
    'GET',
    `/api/v2/sessions/${id}?include=attendances.student`,
  );
  const { session } = json as {
    session: { attendances: { studentId: number; student: { fullName: string } }[] };
  };
  return session.attendances.map((attendance) => ({
    id: attendance.studentId,
    name: attendance.student.fullName,
  }));
}

/** The students' names of a session, in the API's order. */
export async function studentNames(testApi: TestApi, id: number): Promise<string[]> {
  return (await sessionStudents(testApi, id)).map((student) => student.name);
}
