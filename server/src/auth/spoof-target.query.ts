import { eq } from 'drizzle-orm';
import type { AuthUser, SpoofRef, SpoofTarget } from '@tp/domain';
import type { Db } from '../db/client.ts';
import { employees, parents, students, tutors } from '../db/schema/index.ts';
import { findAuthUserById } from './auth-user.query.ts';

/** The user a spoof header names, with what the spoof rule needs to know about them. */
export interface LoadedSpoofTarget {
  target: SpoofTarget;
  user: AuthUser;
}

/** The user id behind a `{Type}-{id}` reference, or null when there is none. */
async function userIdOf(db: Db, ref: SpoofRef): Promise<number | null> {
  switch (ref.type) {
    case 'Tutor': {
      const [row] = await db
        .select({ userId: employees.userId })
        .from(tutors)
        .innerJoin(employees, eq(employees.id, tutors.id))
        .where(eq(tutors.id, ref.id))
        .limit(1);
      return row?.userId ?? null;
    }
    case 'Employee': {
      const [row] = await db
        .select({ userId: employees.userId })
        .from(employees)
        .where(eq(employees.id, ref.id))
        .limit(1);
      return row?.userId ?? null;
    }
    case 'Student': {
      // A student without a login of their own cannot be spoofed: there is no app to show.
      const [row] = await db
        .select({ userId: students.userId })
        .from(students)
        .where(eq(students.id, ref.id))
        .limit(1);
      return row?.userId ?? null;
    }
    case 'Parent': {
      const [row] = await db
        .select({ userId: parents.userId })
        .from(parents)
        .where(eq(parents.id, ref.id))
        .limit(1);
      return row?.userId ?? null;
    }
  }
}

/**
 * Loads the target of a spoof header as a signed-in user. A Student reference acts as that
 * student even when the login owns several student records. Null when the record or its
 * login does not exist.
 */
export async function findSpoofTarget(db: Db, ref: SpoofRef): Promise<LoadedSpoofTarget | null> {
  const userId = await userIdOf(db, ref);
  if (userId === null) return null;
  const found = await findAuthUserById(db, userId);
  if (!found) return null;
  const user = ref.type === 'Student' ? { ...found, studentId: ref.id } : found;
  return {
    user,
    target: { type: ref.type, userId: user.id, roles: user.roles, tutorId: user.tutorId },
  };
}
