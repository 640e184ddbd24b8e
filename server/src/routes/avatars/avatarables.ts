import { eq } from 'drizzle-orm';
import type { AvatarableType } from '@tp/domain';
import type { Db } from '../../db/client.ts';
import { employees, students, tutors, users } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../http/context.ts';
import { reachCondition, readReachOf } from '../../resources/access.ts';
import { studentsResource } from '../../resources/definitions/students.ts';
import { tutorsResource } from '../../resources/definitions/tutors.ts';
import { usersResource } from '../../resources/definitions/users.ts';
import { findRow } from '../../resources/query.ts';
import type { Resource } from '../../resources/types.ts';

/** Whether the record an avatar would belong to exists. */
export async function avatarableExists(
  db: Db,
  avatarable: { type: AvatarableType; id: number },
): Promise<boolean> {
  const table = { User: users, Tutor: tutors, Employee: employees, Student: students }[
    avatarable.type
  ];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, avatarable.id))
    .limit(1);
  return row !== undefined;
}

async function canRead(db: Db, resource: Resource, user: CurrentUser, id: number) {
  const reach = readReachOf(resource, user);
  if (reach.kind === 'none') return false;
  return (await findRow(db, resource, id, reachCondition(reach))) !== null;
}

/**
 * Whether `user` may see the avatar of a record: an avatar follows its record, as files do.
 * A tutor's is seen by whoever may read the tutor (anyone with a role), a student's by whoever
 * may read the student (staff, their tutors, themself, their parent); a user's or an
 * employee's by themself and by whoever may read user accounts (staff).
 */
export async function canSeeAvatarOf(
  db: Db,
  user: CurrentUser,
  avatarable: { type: AvatarableType; id: number },
): Promise<boolean> {
  const { type, id } = avatarable;
  switch (type) {
    case 'Tutor':
      return canRead(db, tutorsResource, user, id);
    case 'Student':
      return canRead(db, studentsResource, user, id);
    case 'User':
      return id === user.id || canRead(db, usersResource, user, id);
    case 'Employee':
      return id === user.employeeId || readReachOf(usersResource, user).kind !== 'none';
  }
}
