import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { auditChanges, type AuthUser, type ProfileChanges } from '@tp/domain';
import { requireUser } from '../../auth/require-user.ts';
import { findAuthUserById } from '../../auth/auth-user.query.ts';
import { students, users } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { NotFound } from '../../http/errors.ts';
import { recordAuditEvent } from '../../resources/audit-recorder.ts';

/**
 * Updates the effective user's own row (and a student's zone on their student record). While
 * spoofing that is the spoofed user: an admin helping a tutor edits the tutor's profile.
 * Answers the AuthUser as session.json would, `spoofedBy` kept, so the app can replace its
 * signed-in user with it.
 */
export async function updateProfile(c: Context<AppEnv>, changes: ProfileChanges) {
  const user = requireUser(c);
  const { db, clock } = c.get('deps');
  if (Object.keys(changes).length > 0) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
      const [after] = await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning();
      // Who changed the profile: the user, or the admin spoofing them (audit trail).
      await recordAuditEvent(
        tx,
        { user, now },
        {
          recordType: 'User',
          recordId: user.id,
          action: 'updateProfile',
          changes: auditChanges(before ?? null, after ?? null),
        },
      );
      // A student's own zone is their student record's too: the academic planner (theirs and
      // their tutor's view of it) shows the student's zone, and must follow what they set.
      if (changes.timeZone !== undefined && user.studentId !== null)
        await tx
          .update(students)
          .set({ timeZone: changes.timeZone })
          .where(eq(students.id, user.studentId));
    });
  }
  const fresh = await findAuthUserById(db, user.id);
  if (!fresh) throw new NotFound();
  const answer: AuthUser = user.spoofedBy ? { ...fresh, spoofedBy: user.spoofedBy } : fresh;
  return c.json({ user: answer });
}
