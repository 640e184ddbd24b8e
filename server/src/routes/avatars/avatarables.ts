import { eq } from 'drizzle-orm';
import type { AvatarableType } from '@tp/domain';
import type { Db } from '../../db/client.ts';
import { employees, students, tutors, users } from '../../db/schema/index.ts';

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
