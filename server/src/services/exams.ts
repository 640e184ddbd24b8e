/**
 * The built-in exams service (spec sign-in-exams §7 "Exams service"): students' sittings of
 * exam forms (transcripts), their scores and essays, and the tutors who grade the essays.
 * Who may read a student's sittings is who may read the student (the students resource's read
 * reach and scopes: staff, the student's tutors, the student, the parent), plus the tutor an
 * essay is assigned to, for that sitting. Every write records its audit event in its own
 * transaction.
 */
import {
  EXAM_CATALOGUE,
  assignedEssayMessage,
  auditChanges,
  examById,
  examSubjectLabel,
  essayScoreErrors,
  isEssayGrader,
  isStudentOnly,
  mayManageEssayGraders,
  mayScoreEssay,
  mayWriteTranscripts,
  sectionScoreErrors,
  totalScore,
  type EssayAssignment,
  type EssayGrader,
  type Exam,
  type FieldErrors,
  type PracticeExamSubject,
  type Transcript,
  type TranscriptCreate,
  type TranscriptUpdate,
} from '@tp/domain';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { employees, examTranscripts, students, tutors, users } from '../db/schema/index.ts';
import type { CurrentUser } from '../http/context.ts';
import { Forbidden, Invalid, NotFound } from '../http/errors.ts';
import { readReachOf, reachCondition } from '../resources/access.ts';
import { recordAuditEvent, type AuditCall } from '../resources/audit-recorder.ts';
import { studentsResource } from '../resources/definitions/students.ts';
import { createNotice, type CreatedNotice } from './notices.ts';

const RECORD_TYPE = 'ExamTranscript';

type TranscriptRow = typeof examTranscripts.$inferSelect & {
  graderFirstName: string | null;
  graderLastName: string | null;
};

const transcriptColumns = {
  id: examTranscripts.id,
  studentId: examTranscripts.studentId,
  examId: examTranscripts.examId,
  firstName: examTranscripts.firstName,
  lastName: examTranscripts.lastName,
  takenOn: examTranscripts.takenOn,
  scores: examTranscripts.scores,
  score: examTranscripts.score,
  status: examTranscripts.status,
  essayText: examTranscripts.essayText,
  essayScore: examTranscripts.essayScore,
  essayComments: examTranscripts.essayComments,
  essayGraderId: examTranscripts.essayGraderId,
  essayGradedAt: examTranscripts.essayGradedAt,
  createdAt: examTranscripts.createdAt,
  updatedAt: examTranscripts.updatedAt,
  graderFirstName: users.firstName,
  graderLastName: users.lastName,
};

function examOfRow(row: { examId: number }): Exam {
  const exam = examById(row.examId);
  // The column only ever holds catalogue ids (the payload is checked against it).
  if (!exam) throw new Error(`transcript names exam ${row.examId}, not in the catalogue`);
  return exam;
}

/** A transcript on the wire (snake_case, as the exams service speaks). */
export function transcriptToWire(row: TranscriptRow): Transcript {
  const exam = examOfRow(row);
  const graderName =
    row.essayGraderId !== null && row.graderFirstName !== null
      ? `${row.graderFirstName} ${row.graderLastName ?? ''}`.trim()
      : null;
  return {
    id: row.id,
    student_id: row.studentId,
    exam_id: exam.id,
    exam_type: exam.examType,
    extended_time: exam.extendedTime,
    subject: exam.subject,
    form_code: exam.formCode,
    first_name: row.firstName,
    last_name: row.lastName,
    status: row.status === 'scored' ? 'scored' : 'started',
    taken_on: row.takenOn,
    score: row.score,
    min_score: exam.minScore,
    max_score: exam.maxScore,
    sections: exam.sections.map((section) => ({
      key: section.key,
      name: section.name,
      score: row.scores[section.key] ?? null,
      min_score: section.minScore,
      max_score: section.maxScore,
    })),
    essay: exam.essay
      ? {
          text: row.essayText,
          score: row.essayScore,
          min_score: exam.essay.minScore,
          max_score: exam.essay.maxScore,
          comments: row.essayComments,
          grader:
            row.essayGraderId !== null ? { id: row.essayGraderId, name: graderName ?? '' } : null,
          graded_at: row.essayGradedAt?.toISOString() ?? null,
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function selectTranscripts(db: Db, where: SQL | undefined) {
  return db
    .select(transcriptColumns)
    .from(examTranscripts)
    .leftJoin(employees, eq(employees.id, examTranscripts.essayGraderId))
    .leftJoin(users, eq(users.id, employees.userId))
    .where(where)
    .orderBy(
      asc(sql`coalesce(${examTranscripts.takenOn}, ${examTranscripts.createdAt}::date)`),
      asc(examTranscripts.id),
    );
}

/** Whether the user may read the student (the students resource's read reach and scopes). */
export async function mayReadStudent(
  db: Db,
  user: CurrentUser,
  studentId: number,
): Promise<boolean> {
  const reach = readReachOf(studentsResource, user);
  if (reach.kind === 'none') return false;
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), reachCondition(reach)))
    .limit(1);
  return row !== undefined;
}

/** The transcript if the user may read it: its student's readers, and its essay's grader. */
async function readableTranscript(
  db: Db,
  user: CurrentUser,
  id: number,
): Promise<{ row: TranscriptRow; readsStudent: boolean }> {
  const [row] = await selectTranscripts(db, eq(examTranscripts.id, id));
  if (!row) throw new NotFound();
  const readsStudent = await mayReadStudent(db, user, row.studentId);
  const grades = user.tutorId !== null && row.essayGraderId === user.tutorId;
  if (!readsStudent && !grades) throw new NotFound();
  return { row, readsStudent };
}

export async function transcriptOf(db: Db, user: CurrentUser, id: number): Promise<Transcript> {
  return transcriptToWire((await readableTranscript(db, user, id)).row);
}

/**
 * A student's sittings, oldest first: `studentId`, or the caller's own when they are a
 * student; with `assigned`, the ungraded essays assigned to the calling grader instead.
 */
export async function transcriptsOf(
  db: Db,
  user: CurrentUser,
  query: { studentId?: number; assigned?: boolean },
): Promise<Transcript[]> {
  if (query.assigned) {
    if (user.tutorId === null || !isEssayGrader(user)) throw new Forbidden();
    const rows = await selectTranscripts(db, assignedEssaysOf(user.tutorId));
    return rows.map(transcriptToWire);
  }
  const studentId = query.studentId ?? user.studentId;
  if (studentId === null || studentId === undefined)
    throw new Invalid({ student_id: ["can't be blank"] });
  if (!(await mayReadStudent(db, user, studentId))) throw new NotFound();
  const rows = await selectTranscripts(db, eq(examTranscripts.studentId, studentId));
  return rows.map(transcriptToWire);
}

/** Ungraded essays assigned to a grader. */
function assignedEssaysOf(tutorId: number): SQL {
  return and(eq(examTranscripts.essayGraderId, tutorId), isNull(examTranscripts.essayScore))!;
}

function throwIfInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

/** Who may add, change or remove a student's sittings: their writers (not parents). */
async function requireTranscriptWriter(db: Db, user: CurrentUser, studentId: number) {
  if (!mayWriteTranscripts(user)) throw new Forbidden();
  if (!(await mayReadStudent(db, user, studentId))) throw new Forbidden();
}

/** Spec §7: POST /api/transcripts.json (exam_id, first_name, last_name). */
export async function createTranscript(
  db: Db,
  call: AuditCall,
  input: TranscriptCreate,
): Promise<Transcript> {
  const { user } = call;
  const studentId = input.student_id ?? (isStudentOnly(user) ? user.studentId : null);
  if (studentId === null || studentId === undefined)
    throw new Invalid({ student_id: ["can't be blank"] });
  await requireTranscriptWriter(db, user, studentId);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(examTranscripts)
      .values({
        studentId,
        examId: input.exam_id,
        firstName: input.first_name,
        lastName: input.last_name,
        takenOn: input.taken_on ?? null,
        createdAt: call.now,
        updatedAt: call.now,
      })
      .returning({ id: examTranscripts.id });
    await recordAuditEvent(tx, call, {
      recordType: RECORD_TYPE,
      recordId: created!.id,
      action: 'create',
      changes: auditChanges(null, {
        studentId,
        examId: input.exam_id,
        firstName: input.first_name,
        lastName: input.last_name,
      }),
    });
    const [row] = await selectTranscripts(tx, eq(examTranscripts.id, created!.id));
    return transcriptToWire(row!);
  });
}

/**
 * PUT /api/transcripts/{id}.json: the date, section scores (each within its section's range;
 * the overall score follows once all are in) and the essay. The student's writers change the
 * sitting and the essay's text; the essay's score and comments are its grader's (or staff's),
 * and grading it tells the student (what PUT /students/{id}/exam_scored does).
 */
export async function updateTranscript(
  db: Db,
  call: AuditCall,
  id: number,
  input: TranscriptUpdate,
): Promise<{ transcript: Transcript; notices: CreatedNotice[] }> {
  const { user } = call;
  const { row, readsStudent } = await readableTranscript(db, user, id);
  const exam = examOfRow(row);
  const changesSitting =
    input.taken_on !== undefined || input.scores !== undefined || input.essay?.text !== undefined;
  const grades = input.essay?.score !== undefined || input.essay?.comments !== undefined;
  if (changesSitting && !(readsStudent && mayWriteTranscripts(user))) throw new Forbidden();
  if (grades && !mayScoreEssay(user, row.essayGraderId)) throw new Forbidden();
  if (input.essay && !exam.essay)
    throw new Invalid({ essay: [`the ${exam.examType} has no essay`] });
  throwIfInvalid({
    ...sectionScoreErrors(exam, input.scores ?? {}),
    ...essayScoreErrors(exam, input.essay?.score),
  });

  const scores = { ...row.scores, ...(input.scores ?? {}) };
  const score = totalScore(exam, scores);
  const essayScore = input.essay?.score !== undefined ? input.essay.score : row.essayScore;
  const gradedNow = input.essay?.score !== undefined && input.essay.score !== null;
  const next = {
    takenOn: input.taken_on !== undefined ? input.taken_on : row.takenOn,
    scores,
    score,
    status: score === null ? 'started' : 'scored',
    essayText: input.essay?.text !== undefined ? input.essay.text : row.essayText,
    essayScore,
    essayComments: input.essay?.comments !== undefined ? input.essay.comments : row.essayComments,
    essayGradedAt: gradedNow ? call.now : essayScore === null ? null : row.essayGradedAt,
  };
  return db.transaction(async (tx) => {
    await tx
      .update(examTranscripts)
      .set({ ...next, updatedAt: call.now })
      .where(eq(examTranscripts.id, id));
    await recordAuditEvent(tx, call, {
      recordType: RECORD_TYPE,
      recordId: id,
      action: 'update',
      changes: auditChanges(
        {
          takenOn: row.takenOn,
          scores: row.scores,
          score: row.score,
          essayScore: row.essayScore,
          essayComments: row.essayComments,
          essayText: row.essayText,
        },
        {
          takenOn: next.takenOn,
          scores: next.scores,
          score: next.score,
          essayScore: next.essayScore,
          essayComments: next.essayComments,
          essayText: next.essayText,
        },
      ),
    });
    const notices = gradedNow
      ? await notifyExamScored(tx, row.studentId, {
          transcriptId: id,
          formCode: exam.formCode,
          subject: exam.subject,
        })
      : [];
    const [updated] = await selectTranscripts(tx, eq(examTranscripts.id, id));
    return { transcript: transcriptToWire(updated!), notices };
  });
}

/** DELETE /api/transcripts/{id}.json. */
export async function deleteTranscript(db: Db, call: AuditCall, id: number): Promise<void> {
  const { row, readsStudent } = await readableTranscript(db, call.user, id);
  if (!readsStudent || !mayWriteTranscripts(call.user)) throw new Forbidden();
  await db.transaction(async (tx) => {
    await tx.delete(examTranscripts).where(eq(examTranscripts.id, id));
    await recordAuditEvent(tx, call, {
      recordType: RECORD_TYPE,
      recordId: id,
      action: 'delete',
      changes: auditChanges(
        { studentId: row.studentId, examId: row.examId, score: row.score },
        null,
      ),
    });
  });
}

export interface ExamScored {
  transcriptId: number;
  formCode: string;
  subject: PracticeExamSubject;
}

/**
 * Spec §4: "Exam-scored notification goes only to students": a notice to the student's own
 * sign-in (none when the student has no sign-in), announced after the commit.
 */
export async function notifyExamScored(
  tx: Db,
  studentId: number,
  scored: ExamScored,
): Promise<CreatedNotice[]> {
  const [transcript] = await tx
    .select({ id: examTranscripts.id })
    .from(examTranscripts)
    .where(
      and(eq(examTranscripts.id, scored.transcriptId), eq(examTranscripts.studentId, studentId)),
    );
  if (!transcript) throw new Invalid({ transcriptId: ['is not an exam of this student'] });
  const [student] = await tx
    .select({ userId: students.userId })
    .from(students)
    .where(eq(students.id, studentId));
  if (!student?.userId) return [];
  const notice = await createNotice(tx, {
    userId: student.userId,
    title: 'Exam Scored',
    message: `Your ${examSubjectLabel(scored.subject)} exam ${scored.formCode} has been scored.`,
    linkId: scored.transcriptId,
  });
  return [notice];
}

// --- Essay graders -------------------------------------------------------------------------

const graderColumns = {
  id: tutors.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  essayGrader: tutors.essayGrader,
  assigned: sql<number>`(select count(*)::int from ${examTranscripts}
    where ${examTranscripts.essayGraderId} = ${tutors.id} and ${examTranscripts.essayScore} is null)`,
};

function selectGraders(db: Db, where: SQL | undefined) {
  return db
    .select(graderColumns)
    .from(tutors)
    .innerJoin(employees, eq(employees.id, tutors.id))
    .innerJoin(users, eq(users.id, employees.userId))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(tutors.id));
}

function graderToWire(row: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  essayGrader: boolean;
  assigned: number;
}): EssayGrader {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    essay_grader: row.essayGrader,
    assigned_essays: Number(row.assigned),
  };
}

/** The tutors flagged as essay graders (the Assign essay grader modal's list). Staff only. */
export async function essayGraders(db: Db, user: CurrentUser): Promise<EssayGrader[]> {
  if (!mayManageEssayGraders(user)) throw new Forbidden();
  const rows = await selectGraders(db, eq(tutors.essayGrader, true));
  return rows.map(graderToWire);
}

/** One tutor as a grader: staff read any, a tutor themself; others 404. */
export async function essayGraderOf(db: Db, user: CurrentUser, id: number): Promise<EssayGrader> {
  if (!mayManageEssayGraders(user) && user.tutorId !== id) throw new NotFound();
  const [row] = await selectGraders(db, eq(tutors.id, id));
  if (!row) throw new NotFound();
  return graderToWire(row);
}

/**
 * Flags (POST) or unflags (DELETE) a tutor as an essay grader. Unflagging hands their ungraded
 * essays back to the waiting pile (no grader). Staff only.
 */
export async function setEssayGrader(
  db: Db,
  call: AuditCall,
  id: number,
  flag: boolean,
): Promise<EssayGrader> {
  if (!mayManageEssayGraders(call.user)) throw new Forbidden();
  const [before] = await selectGraders(db, eq(tutors.id, id));
  if (!before) throw new NotFound();
  await db.transaction(async (tx) => {
    await tx
      .update(tutors)
      .set({ essayGrader: flag, updatedAt: call.now })
      .where(eq(tutors.id, id));
    if (!flag) {
      await tx
        .update(examTranscripts)
        .set({ essayGraderId: null, updatedAt: call.now })
        .where(assignedEssaysOf(id));
    }
    await recordAuditEvent(tx, call, {
      recordType: 'Tutor',
      recordId: id,
      action: flag ? 'flagEssayGrader' : 'unflagEssayGrader',
      changes: auditChanges({ essayGrader: before.essayGrader }, { essayGrader: flag }),
    });
  });
  const [after] = await selectGraders(db, eq(tutors.id, id));
  return graderToWire(after!);
}

/** POST /api/essay/graders/assign: an essay to a flagged grader (spec §4 "Assigned essay to {name}"). */
export async function assignEssay(
  db: Db,
  call: AuditCall,
  input: EssayAssignment,
): Promise<{ message: string; transcript_id: number; grader: EssayGrader }> {
  if (!mayManageEssayGraders(call.user)) throw new Forbidden();
  const [row] = await selectTranscripts(db, eq(examTranscripts.id, input.transcript_id));
  if (!row) throw new Invalid({ transcript_id: ['is not an exam'] });
  if (!examOfRow(row).essay) throw new Invalid({ transcript_id: ['has no essay'] });
  const [grader] = await selectGraders(
    db,
    and(eq(tutors.id, input.grader_id), eq(tutors.essayGrader, true)),
  );
  if (!grader) throw new Invalid({ grader_id: ['is not an essay grader'] });
  await db.transaction(async (tx) => {
    await tx
      .update(examTranscripts)
      .set({ essayGraderId: grader.id, updatedAt: call.now })
      .where(eq(examTranscripts.id, row.id));
    await recordAuditEvent(tx, call, {
      recordType: RECORD_TYPE,
      recordId: row.id,
      action: 'assignEssayGrader',
      changes: auditChanges({ essayGraderId: row.essayGraderId }, { essayGraderId: grader.id }),
    });
  });
  const wire = graderToWire({ ...grader, assigned: Number(grader.assigned) + 1 });
  return { message: assignedEssayMessage(wire.name), transcript_id: row.id, grader: wire };
}

/** How many ungraded essays wait for the grader (the shell item's badge). */
export async function assignedEssayCount(db: Db, user: CurrentUser): Promise<number> {
  if (user.tutorId === null || !isEssayGrader(user)) throw new Forbidden();
  const [row] = await db
    .select({ n: count() })
    .from(examTranscripts)
    .where(assignedEssaysOf(user.tutorId));
  return Number(row?.n ?? 0);
}

/** The exams catalogue (GET /api/exams.json). */
export const EXAMS = EXAM_CATALOGUE;
