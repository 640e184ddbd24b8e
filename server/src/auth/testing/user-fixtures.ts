import type { Role } from '@tp/domain';
import type { Db } from '../../db/client.ts';
import { employees, parents, students, tutors, users } from '../../db/schema/index.ts';
import { quickPasswordHash } from './quick-password-hash.ts';

export const FIXTURE_PASSWORD = 'correct horse 42';

export interface FixtureUserInput {
  email: string;
  roles: Role[];
  password?: string;
  firstName?: string;
  lastName?: string;
  timeZone?: string | null;
  /** Creates an employees row with this title (and a tutors row when the roles include tutor). */
  employeeTitle?: string;
  isParent?: boolean;
  isStudent?: boolean;
  frozen?: boolean;
  locked?: boolean;
  active?: boolean;
}

/** Inserts a user who can sign in, with the role records the signed-in user reports. */
export async function createFixtureUser(db: Db, input: FixtureUserInput) {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      passwordHash: quickPasswordHash(input.password ?? FIXTURE_PASSWORD),
      firstName: input.firstName ?? 'Fixture',
      lastName: input.lastName ?? 'User',
      timeZone: input.timeZone === undefined ? 'America/New_York' : input.timeZone,
      roles: input.roles,
      confirmedAt: new Date('2026-01-01T00:00:00Z'),
      frozenAt: input.frozen ? new Date('2026-02-01T00:00:00Z') : null,
      lockedAt: input.locked ? new Date('2026-02-01T00:00:00Z') : null,
      active: input.active ?? true,
    })
    .returning();
  let employeeId: number | null = null;
  let tutorId: number | null = null;
  let parentId: number | null = null;
  let studentId: number | null = null;
  if (input.employeeTitle !== undefined) {
    const isTutor = input.roles.includes('tutor');
    const [employee] = await db
      .insert(employees)
      .values({
        userId: user!.id,
        title: input.employeeTitle,
        type: isTutor ? 'Tutor' : 'Employee',
      })
      .returning();
    employeeId = employee!.id;
    if (isTutor) {
      await db.insert(tutors).values({ id: employee!.id });
      tutorId = employee!.id;
    }
  }
  if (input.isParent) {
    const [parent] = await db.insert(parents).values({ userId: user!.id }).returning();
    parentId = parent!.id;
  }
  if (input.isStudent) {
    const [student] = await db
      .insert(students)
      .values({ userId: user!.id, firstName: user!.firstName, lastName: user!.lastName })
      .returning();
    studentId = student!.id;
  }
  return { ...user!, employeeId, tutorId, parentId, studentId };
}

/** A response body for assertions (fetch types it as unknown). */
export async function readJson<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
