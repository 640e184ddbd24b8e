/**
 * Exam score reports for a course (spec sign-in-exams §2 "Exam reports for a course", §5, §7
 * /api/reports): which reports there are, the scored sittings of the course's students in a
 * date range, their summaries and section analysis. Staff and the course's tutors run them
 * (a tutor sees only the students they may read); students and parents never. A course of 0
 * or 400 and more students has no score reports (§5 "1 to 399 students").
 */
import {
  DEFAULT_TIME_ZONE,
  REPORT_KINDS,
  REPORT_KIND_LABELS,
  REPORT_STUDENT_COUNT_MESSAGE,
  calendarDateIn,
  defaultReportRange,
  examById,
  mayRunScoreReports,
  offersScoreReports,
  reportRangeErrors,
  scoredExamCounts,
  type ExamType,
  type FieldErrors,
  type ReportsAnswer,
  type ScoredSitting,
} from '@tp/domain';
import { and, asc, countDistinct, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, enrollments, examTranscripts, students } from '../db/schema/index.ts';
import type { CurrentUser } from '../http/context.ts';
import { Forbidden, Invalid, NotFound } from '../http/errors.ts';
import { readReachOf, reachCondition } from '../resources/access.ts';
import { coursesResource } from '../resources/definitions/courses.ts';
import { studentsResource } from '../resources/definitions/students.ts';

/** The courses a report covers, and the students in it the caller may read. */
export interface ReportScope {
  courseIds: number[];
  courseTitles: string[];
  studentIds: number[];
  studentCount: number;
  defaultRange: { startDate: string; endDate: string };
  today: string;
}

export interface ReportRange {
  startDate: string;
  endDate: string;
  examType: ExamType | null;
}

/** Today in the caller's zone (America/New_York when they have none). */
export function todayOf(user: CurrentUser, now: Date): string {
  return calendarDateIn(now, user.timeZone ?? DEFAULT_TIME_ZONE);
}

function courseIdsOf(handles: string): number[] {
  return [...new Set(handles.split(',').map(Number))];
}

/**
 * The report's scope: 403 to someone who may not run reports, 404 for a course the caller
 * may not read, 422 for a course (or courses) without 1 to 399 students.
 */
export async function reportScopeOf(
  db: Db,
  user: CurrentUser,
  handles: string,
  now: Date,
): Promise<ReportScope> {
  if (!mayRunScoreReports(user)) throw new Forbidden();
  const courseIds = courseIdsOf(handles);
  const courseReach = readReachOf(coursesResource, user);
  if (courseReach.kind === 'none') throw new NotFound();
  const found = await db
    .select({
      id: courses.id,
      title: courses.title,
      startsAt: courses.startsAt,
      endsAt: courses.endsAt,
    })
    .from(courses)
    .where(and(inArray(courses.id, courseIds), reachCondition(courseReach)))
    .orderBy(asc(courses.startsAt), asc(courses.id));
  if (found.length !== courseIds.length) throw new NotFound();

  // The course's students are its active enrollments, as the course page counts them.
  const enrolledIn = and(
    inArray(enrollments.courseId, courseIds),
    eq(enrollments.status, 'active'),
  );
  const [enrolled] = await db
    .select({ n: countDistinct(enrollments.studentId) })
    .from(enrollments)
    .where(enrolledIn);
  const studentCount = Number(enrolled?.n ?? 0);
  if (!offersScoreReports(studentCount))
    throw new Invalid({ handles: [REPORT_STUDENT_COUNT_MESSAGE] });

  // A tutor reads only their own students of the course (the students resource's reach).
  const studentReach = readReachOf(studentsResource, user);
  const readable =
    studentReach.kind === 'none'
      ? []
      : await db
          .selectDistinct({ id: students.id })
          .from(students)
          .innerJoin(enrollments, eq(enrollments.studentId, students.id))
          .where(and(enrolledIn, reachCondition(studentReach)))
          .orderBy(asc(students.id));

  const today = todayOf(user, now);
  const first = found[0]!;
  const last = found[found.length - 1]!;
  const range = defaultReportRange({ startsAt: first.startsAt, endsAt: last.endsAt }, today);
  return {
    courseIds: found.map((c) => c.id),
    courseTitles: found.map((c) => c.title),
    studentIds: readable.map((s) => s.id),
    studentCount,
    defaultRange: range,
    today,
  };
}

/** The range asked for, the scope's default where a date is missing; 422 for a bad one. */
export function reportRangeOf(
  scope: ReportScope,
  query: {
    start_date?: string | undefined;
    end_date?: string | undefined;
    exam_type?: ExamType | undefined;
  },
): ReportRange {
  const startDate = query.start_date ?? scope.defaultRange.startDate;
  const endDate = query.end_date ?? scope.defaultRange.endDate;
  const errors: FieldErrors = reportRangeErrors(
    { start_date: startDate, end_date: endDate },
    scope.today,
  );
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  return { startDate, endDate, examType: query.exam_type ?? null };
}

/** The scored sittings of the students in the range (by the day taken, else the day started). */
export async function scoredSittingsOf(
  db: Db,
  studentIds: readonly number[],
  range: ReportRange,
): Promise<ScoredSitting[]> {
  if (studentIds.length === 0) return [];
  const day = sql<string>`coalesce(${examTranscripts.takenOn}, ${examTranscripts.createdAt}::date)::text`;
  const rows = await db
    .select({
      studentId: examTranscripts.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
      examId: examTranscripts.examId,
      takenOn: day,
      score: examTranscripts.score,
      scores: examTranscripts.scores,
    })
    .from(examTranscripts)
    .innerJoin(students, eq(students.id, examTranscripts.studentId))
    .where(
      and(
        inArray(examTranscripts.studentId, [...studentIds]),
        eq(examTranscripts.status, 'scored'),
        gte(day, range.startDate),
        lte(day, range.endDate),
      ),
    )
    .orderBy(asc(day), asc(examTranscripts.id));
  return rows.flatMap((row) => {
    const exam = examById(row.examId);
    if (!exam || (range.examType !== null && exam.examType !== range.examType)) return [];
    return [
      {
        studentId: row.studentId,
        studentName: `${row.firstName} ${row.lastName}`,
        exam,
        takenOn: row.takenOn,
        score: row.score,
        scores: row.scores,
      },
    ];
  });
}

/** GET /api/reports: the reports on offer and the scored exams in the range. */
export async function reportsOverview(
  db: Db,
  scope: ReportScope,
  range: ReportRange,
): Promise<ReportsAnswer> {
  const sittings = await scoredSittingsOf(db, scope.studentIds, range);
  return {
    available_reports: REPORT_KINDS.map((key) => ({ key, name: REPORT_KIND_LABELS[key] })),
    scored_exams: scoredExamCounts(sittings),
    student_count: scope.studentCount,
    default_range: {
      start_date: scope.defaultRange.startDate,
      end_date: scope.defaultRange.endDate,
    },
  };
}
