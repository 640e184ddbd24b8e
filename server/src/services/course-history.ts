import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  courseHistories,
  courses,
  employees,
  sessions,
  users,
} from '../db/schema/index.ts';
import type { CallContext, WriteAction, WriteHooks } from '../resources/types.ts';

/**
 * The course history (spec staff-and-crm §2 /history: "every change to the course and its
 * sessions: date, time, change, details, who"). Rows are written inside the transaction of
 * the change, so a change and its history commit or roll back together.
 */
export interface HistoryEntry {
  courseId: number;
  sessionId?: number | null;
  change: string;
  details?: string;
}

function whoIs(ctx: CallContext): { userId: number | null; updatedBy: string } {
  const { user } = ctx;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const spoofer = user.spoofedBy
    ? ` (as spoofed by ${user.spoofedBy.firstName} ${user.spoofedBy.lastName})`
    : '';
  return { userId: user.id, updatedBy: `${name}${spoofer}`.slice(0, 191) };
}

export async function recordCourseHistory(
  tx: Db,
  ctx: CallContext,
  entries: readonly HistoryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const who = whoIs(ctx);
  await tx.insert(courseHistories).values(
    entries.map((entry) => ({
      courseId: entry.courseId,
      sessionId: entry.sessionId ?? null,
      change: entry.change.slice(0, 191),
      details: entry.details ?? '',
      createdAt: ctx.now,
      ...who,
    })),
  );
}

type Snapshot = Record<string, unknown>;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (value instanceof Date) return `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** "Title: A → B; Status: x → y" for the labelled fields that differ. */
export function describeChanges(
  before: Snapshot,
  after: Snapshot,
  labels: Record<string, string>,
): string {
  const same = (a: unknown, b: unknown) =>
    a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  return Object.entries(labels)
    .filter(([field]) => !same(before[field], after[field]))
    .map(([field, label]) => `${label}: ${show(before[field])} → ${show(after[field])}`)
    .join('; ');
}

const COURSE_LABELS: Record<string, string> = {
  title: 'Title',
  name: 'Name',
  status: 'Status',
  brandId: 'Brand',
  subjectId: 'Subject',
  hostId: 'Host',
  leadSourceId: 'Lead source',
  courseTemplateId: 'Template',
  materialId: 'Material',
  schedule: 'Schedule',
  startsAt: 'Starts',
  endsAt: 'Ends',
  duration: 'Duration',
  notes: 'Notes',
};

async function courseSnapshot(tx: Db, id: number): Promise<Snapshot | null> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id));
  return row ?? null;
}

/** Course writes: created, and updated with what changed (a delete takes its history along). */
export const courseWriteHooks: WriteHooks = {
  before: (tx, id) => courseSnapshot(tx, id),
  async after(tx, { action, id, before }, ctx) {
    if (action === 'deleted') return;
    const after = await courseSnapshot(tx, id);
    if (!after) return;
    if (action === 'created') {
      await recordCourseHistory(tx, ctx, [
        {
          courseId: id,
          change: 'Course created',
          details: `Title: ${show(after.title)}; Status: ${show(after.status)}`,
        },
      ]);
      return;
    }
    const details = describeChanges((before as Snapshot | null) ?? {}, after, COURSE_LABELS);
    if (details)
      await recordCourseHistory(tx, ctx, [{ courseId: id, change: 'Course updated', details }]);
  },
};

const SESSION_LABELS: Record<string, string> = {
  type: 'Type',
  name: 'Name',
  startsAt: 'Starts',
  duration: 'Duration (min)',
  online: 'Online',
  place: 'Place',
  room: 'Room',
  supervisorId: 'Supervisor',
  employeesRequired: 'Tutors required',
};

async function sessionSnapshot(tx: Db, id: number): Promise<Snapshot | null> {
  const [row] = await tx.select().from(sessions).where(eq(sessions.id, id));
  return row ?? null;
}

/** One line naming a session: its start (UTC) and length. */
export function sessionLine(session: Snapshot): string {
  return `${show(session.startsAt)}, ${show(session.duration)} min`;
}

/**
 * A resource's own write hooks with a history recorder layered over them: the recorder sees the
 * row as `snapshot` read it before the write (null on create) and the change, after the
 * resource's own `after` ran (whose result it passes on).
 */
function withHistory<Row>(
  inner: WriteHooks,
  snapshot: (tx: Db, id: number) => Promise<Row | null>,
  record: (
    tx: Db,
    change: { action: WriteAction; id: number },
    ctx: CallContext,
    before: Row | null,
  ) => Promise<void>,
): WriteHooks {
  return {
    ...inner,
    async before(tx, id) {
      return {
        inner: inner.before ? await inner.before(tx, id) : undefined,
        row: await snapshot(tx, id),
      };
    },
    async after(tx, change, ctx) {
      const wrapped = change.before as { inner: unknown; row: Row | null } | undefined;
      const result = inner.after
        ? await inner.after(tx, { ...change, before: wrapped?.inner }, ctx)
        : undefined;
      await record(tx, change, ctx, wrapped?.row ?? null);
      return result;
    },
  };
}

/** Wraps a resource's session hooks so each session write also lands in its course's history. */
export function withSessionHistory(inner: WriteHooks): WriteHooks {
  return withHistory(inner, sessionSnapshot, async (tx, change, ctx, previous) => {
    const current = change.action === 'deleted' ? null : await sessionSnapshot(tx, change.id);
    const row = current ?? previous;
    if (!row) return;
    const courseId = row.courseId as number;
    if (change.action === 'created') {
      await recordCourseHistory(tx, ctx, [
        { courseId, sessionId: change.id, change: 'Session added', details: sessionLine(row) },
      ]);
    } else if (change.action === 'deleted') {
      await recordCourseHistory(tx, ctx, [
        { courseId, sessionId: change.id, change: 'Session deleted', details: sessionLine(row) },
      ]);
    } else if (previous && current) {
      const details = describeChanges(previous, current, SESSION_LABELS);
      if (details)
        await recordCourseHistory(tx, ctx, [
          { courseId, sessionId: change.id, change: 'Session updated', details },
        ]);
    }
  });
}

/** "Jane Doe": an employee's name, for history details. */
export async function employeeName(tx: Db, employeeId: number): Promise<string> {
  const [row] = await tx
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, employeeId));
  return row?.name ?? `employee #${employeeId}`;
}

async function assignmentSnapshot(tx: Db, id: number) {
  const [row] = await tx
    .select({
      sessionId: assignments.sessionId,
      employeeId: assignments.employeeId,
      courseId: sessions.courseId,
      startsAt: sessions.startsAt,
      duration: sessions.duration,
    })
    .from(assignments)
    .innerJoin(sessions, eq(sessions.id, assignments.sessionId))
    .where(eq(assignments.id, id));
  return row ?? null;
}

/** Wraps the assignment hooks: a tutor assigned to or removed from a session is a course change. */
export function withAssignmentHistory(inner: WriteHooks): WriteHooks {
  return withHistory(inner, assignmentSnapshot, async (tx, change, ctx, previous) => {
    if (change.action === 'updated') return;
    const row = change.action === 'deleted' ? previous : await assignmentSnapshot(tx, change.id);
    if (!row) return;
    const name = await employeeName(tx, row.employeeId);
    await recordCourseHistory(tx, ctx, [
      {
        courseId: row.courseId,
        sessionId: row.sessionId,
        change: change.action === 'created' ? 'Tutor assigned' : 'Tutor unassigned',
        details: `${name} on the session of ${sessionLine(row)}`,
      },
    ]);
  });
}
