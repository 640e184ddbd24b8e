/**
 * The one query behind every hours figure (issue 23): for an enrollment, the facts domain's
 * enrollmentHoursOf derives bought, used, scheduled, remaining, owed, maxed out and the run-out
 * day from. The Hours tab, the back-office's tables, the tutor's lists, the booking form's
 * figure and the exports all read them here, so no screen counts hours its own way.
 */
import {
  TUTORING_SESSION_TYPE,
  enrollmentHoursOf,
  type CountedSession,
  type EnrollmentHoursFacts,
  type EnrollmentType,
} from '@tp/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  arrearCharges,
  attendances,
  courses,
  enrollments,
  sessionTypes,
  sessions,
  students,
} from '../db/schema/index.ts';

/**
 * A tutoring enrollment, whose hours the family buys (add_hours) and, once its course counts
 * them, sees (the Hours tab): its brand books Tutoring sessions, or it has one booked. Not a
 * group class, whose course's hours are shared. For the enrollment and course ids given.
 */
export const tutoringEnrollmentCheck = (enrollmentId: SQL, courseId: SQL) =>
  sql<boolean>`(exists (select 1 from ${sessionTypes} st
    join ${courses} c on c.brand_id = st.brand_id
    where c.id = ${courseId} and st.session_class = ${TUTORING_SESSION_TYPE})
  or exists (select 1 from ${sessions} s where s.enrollment_id = ${enrollmentId}))`;

/** The facts as the query answers them: JSON, each session `[endsAtMs, minutes, supervisorId, isStudents]`. */
export interface HoursFactsJson {
  boughtMinutes: number | null;
  isTutoring: boolean;
  arrearBilling: boolean;
  type: EnrollmentType;
  limitedAttendancesCount: number | null;
  owedCents: number;
  pace: number;
  timeZone: string | null;
  sessions: [number, number, number | null, boolean][];
}

/**
 * One JSON value with the facts of the enrollment `enrollmentId` names (an outer column, or a
 * parameter), null when there is none. Sessions count by the course, as the booking engine
 * counts them; a canceled session is left out here, so it counts nowhere.
 */
export function enrollmentHoursFactsSql(enrollmentId: SQL): SQL<HoursFactsJson | null> {
  // The enrollment is aliased (he): a correlated use inside a query over `enrollments` would
  // otherwise read its own row instead of the outer one.
  return sql<HoursFactsJson | null>`(select json_build_object(
      'boughtMinutes', hc.duration,
      'isTutoring', ${tutoringEnrollmentCheck(sql`he.id`, sql`he.course_id`)},
      'arrearBilling', he.arrear_billing,
      'type', he.type,
      'limitedAttendancesCount', he.limited_attendances_count,
      'owedCents', (select coalesce(sum(ac.amount_cents), 0)::int from ${arrearCharges} ac
        where ac.enrollment_id = he.id and ac.paid_at is null),
      'pace', hst.pace,
      'timeZone', hst.time_zone,
      'sessions', coalesce((select json_agg(json_build_array(
          floor(extract(epoch from hs.ends_at) * 1000)::bigint, hs.duration, hs.supervisor_id,
          exists (select 1 from ${attendances} ha
            where ha.session_id = hs.id and ha.student_id = he.student_id))
          order by hs.starts_at, hs.id)
        from ${sessions} hs where hs.course_id = he.course_id and hs.canceled_at is null), '[]'::json))
    from ${enrollments} he join ${courses} hc on hc.id = he.course_id
      join ${students} hst on hst.id = he.student_id
    where he.id = ${enrollmentId})`;
}

/** The query's JSON as domain's facts (PGlite and pg may hand JSON over as text). */
export function hoursFactsOf(value: unknown): EnrollmentHoursFacts | null {
  if (value === null || value === undefined) return null;
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as HoursFactsJson;
  return {
    boughtMinutes: json.boughtMinutes,
    isTutoring: json.isTutoring,
    arrearBilling: json.arrearBilling,
    type: json.type,
    limitedAttendancesCount: json.limitedAttendancesCount,
    owedCents: json.owedCents,
    pace: json.pace,
    timeZone: json.timeZone,
    sessions: json.sessions.map(
      ([endsAtMs, duration, supervisorId, isStudents]): CountedSession => ({
        endsAt: new Date(Number(endsAtMs)),
        duration,
        supervisorId,
        isStudents,
      }),
    ),
  };
}

/**
 * Sort keys for lists ordered by hours (the tutoring history's Hours and Remaining Hours), at
 * the request's clock. An order needs the figure in SQL: these add up the same sessions the
 * facts list (not canceled, ended by `now`), so the order follows the figures shown.
 */
export const hoursSortKeys = {
  /** Minutes of the enrollment's used sessions `tutorId` led with the student in them. */
  tutored: (enrollmentId: SQL, tutorId: SQL, now: Date) =>
    sql`(select coalesce(sum(hs.duration), 0)::int from ${sessions} hs
      join ${enrollments} he on he.course_id = hs.course_id
      where he.id = ${enrollmentId} and hs.canceled_at is null
        and hs.ends_at <= ${now.toISOString()}::timestamptz and hs.supervisor_id = ${tutorId}
        and exists (select 1 from ${attendances} ha
          where ha.session_id = hs.id and ha.student_id = he.student_id))`,
  /** Bought less used; null when the enrollment or its course's duration is missing. */
  remaining: (enrollmentId: SQL, now: Date) =>
    sql`(select greatest(hc.duration - coalesce((select sum(hs.duration) from ${sessions} hs
        where hs.course_id = hc.id and hs.canceled_at is null
          and hs.ends_at <= ${now.toISOString()}::timestamptz), 0), 0)::int
      from ${enrollments} he join ${courses} hc on hc.id = he.course_id
      where he.id = ${enrollmentId})`,
};

/**
 * The enrollments whose hours a family has (the Hours tab's: active, tutoring, on a course that
 * counts hours), of the parent `parentId` names, as `fe.id` for `select`. A group class's
 * course hours are shared, so they are no family's.
 */
const familyEnrollments = (parentId: SQL, select: SQL) =>
  sql`(select ${select} from ${enrollments} fe
    join ${students} fs on fs.id = fe.student_id
    join ${courses} fc on fc.id = fe.course_id
    where fs.parent_id = ${parentId} and fe.status = 'active' and fc.duration is not null
      and ${tutoringEnrollmentCheck(sql`fe.id`, sql`fe.course_id`)})`;

/**
 * A family's hours (a parent's remainingHours): the facts of each of its enrollments, as one
 * JSON array, for domain's enrollmentHoursOf to derive each figure from, as every other
 * answer does.
 */
export const familyHoursFactsSql = (parentId: SQL): SQL<unknown> =>
  sql`coalesce(${familyEnrollments(parentId, sql`json_agg(${enrollmentHoursFactsSql(sql`fe.id`)} order by fe.id)`)}, '[]'::json)`;

/** The family's remaining minutes at `now`: the sum of its enrollments' remaining minutes. */
export function familyRemainingMinutesOf(value: unknown, now: Date): number {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as unknown[];
  return list.reduce<number>((sum, json) => {
    const facts = hoursFactsOf(json);
    return facts ? sum + enrollmentHoursOf(facts, now).remainingMinutes : sum;
  }, 0);
}

/**
 * The same figure in SQL at `now`, for a filter on it (a parent's low hours): the sum of the
 * enrollments' remaining minutes as hoursSortKeys.remaining counts them (bought less used).
 */
export const familyRemainingMinutesSql = (parentId: SQL, now: Date): SQL =>
  sql`coalesce(${familyEnrollments(parentId, sql`sum(${hoursSortKeys.remaining(sql`fe.id`, now)})`)}, 0)`;
