import {
  allotmentSaveErrors,
  allotmentSkipAllowed,
  allotmentTotalMinutes,
  type AllotmentView,
  type AllotmentsRead,
  type AllotmentsSave,
} from '@tp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { allotments, attendances, sessionTopics, sessions, subjects } from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import { sessionRulesContext, type SessionRulesContext } from './attendance-submit.ts';

/** A session's allotments with their subjects, by subject name. */
async function allotmentViews(tx: Db, sessionId: number): Promise<AllotmentView[]> {
  return tx
    .select({
      id: allotments.id,
      subjectId: allotments.subjectId,
      subjectName: subjects.name,
      categoryName: subjects.categoryName,
      minutes: allotments.minutes,
    })
    .from(allotments)
    .innerJoin(subjects, eq(subjects.id, allotments.subjectId))
    .where(eq(allotments.sessionId, sessionId))
    .orderBy(subjects.name, allotments.id);
}

/** Whether this session may skip its allotments (domain's rule on its attendance). */
async function skipAllowed(tx: Db, session: SessionRulesContext): Promise<boolean> {
  const [attended] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(attendances)
    .where(and(eq(attendances.sessionId, session.id), eq(attendances.attended, true)));
  return allotmentSkipAllowed({
    attendedCount: attended?.count ?? 0,
    isTutoringBrand: session.requiresAttendanceNote,
  });
}

/**
 * The subjects a tutor may allot time to: the session's topics, the course's subject, the
 * session's own (dynamic) subject and those already allotted. Study areas of the attending
 * students would join them; there is no study-area table yet.
 */
async function potentialSubjects(tx: Db, session: SessionRulesContext) {
  const topics = tx
    .select({ id: sessionTopics.subjectId })
    .from(sessionTopics)
    .where(eq(sessionTopics.sessionId, session.id));
  const allotted = tx
    .select({ id: allotments.subjectId })
    .from(allotments)
    .where(eq(allotments.sessionId, session.id));
  const own = [session.courseSubjectId, session.subjectId].filter(
    (id): id is number => id !== null,
  );
  return tx
    .select({ id: subjects.id, name: subjects.name, categoryName: subjects.categoryName })
    .from(subjects)
    .where(
      sql`${subjects.id} in ${topics} or ${subjects.id} in ${allotted}${
        own.length > 0 ? sql` or ${inArray(subjects.id, own)}` : sql``
      }`,
    )
    .orderBy(subjects.name, subjects.id);
}

/** GET /sessions/{id}/allotments. */
export async function readAllotments(tx: Db, sessionId: number): Promise<AllotmentsRead> {
  const session = await sessionRulesContext(tx, sessionId);
  return {
    allotments: await allotmentViews(tx, sessionId),
    skipped: session.allotmentsSkippedAt !== null,
    potentialSubjects: await potentialSubjects(tx, session),
    totalMinutes: allotmentTotalMinutes(session.duration),
    skipAllowed: await skipAllowed(tx, session),
  };
}

/**
 * PUT /sessions/{id}/allotments, in the caller's one transaction: validates the whole save by
 * domain's rules, then upserts by subject, removes those set to 0 minutes (and any other
 * allotment of the session the save leaves out), and records or clears the skip.
 */
export async function saveAllotments(
  tx: Db,
  sessionId: number,
  input: AllotmentsSave,
  now: Date,
): Promise<{ allotments: AllotmentView[]; skipped: boolean }> {
  const session = await sessionRulesContext(tx, sessionId, { lock: true });
  const existing = await tx
    .select({ id: allotments.id, subjectId: allotments.subjectId })
    .from(allotments)
    .where(eq(allotments.sessionId, sessionId));
  const existingIds = new Set(existing.map((row) => row.id));
  const errors: Record<string, string[]> = {};
  input.allotments.forEach((entry, i) => {
    if (entry.id !== undefined && !existingIds.has(entry.id))
      errors[`allotments[${i}].id`] = ['is not an allotment of this session'];
  });
  const asked = input.skip === true;
  const ruleErrors = allotmentSaveErrors(
    input.allotments,
    allotmentTotalMinutes(session.duration),
    {
      asked,
      allowed: asked ? await skipAllowed(tx, session) : false,
    },
  );
  Object.assign(errors, ruleErrors);
  if (Object.keys(errors).length > 0) throw new Invalid(errors);

  const kept = input.allotments.filter((entry) => entry.minutes > 0);
  // The save is the whole list: what it leaves out or sets to 0 goes.
  const keptSubjects = new Set(kept.map((entry) => entry.subjectId));
  const removed = existing.filter((row) => !keptSubjects.has(row.subjectId)).map((row) => row.id);
  if (removed.length > 0) await tx.delete(allotments).where(inArray(allotments.id, removed));
  for (const entry of kept)
    await tx
      .insert(allotments)
      .values({ sessionId, subjectId: entry.subjectId, minutes: entry.minutes })
      .onConflictDoUpdate({
        target: [allotments.sessionId, allotments.subjectId],
        set: { minutes: entry.minutes, lockVersion: sql`${allotments.lockVersion} + 1` },
      });
  await tx
    .update(sessions)
    .set({ allotmentsSkippedAt: asked ? now : null, updatedAt: now })
    .where(eq(sessions.id, sessionId));
  return { allotments: await allotmentViews(tx, sessionId), skipped: asked };
}
