import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AttachableType } from '@tp/domain';
import type { Db } from '../../db/client.ts';
import { courses, messages, sessions, students } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../http/context.ts';
import { reachCondition, readReachOf } from '../../resources/access.ts';
import { coursesResource } from '../../resources/definitions/courses.ts';
import { messagesResource } from '../../resources/definitions/messages.ts';
import { sessionsResource } from '../../resources/definitions/sessions.ts';
import { studentsResource } from '../../resources/definitions/students.ts';
import type { Resource } from '../../resources/types.ts';

/**
 * Whether the record with this id is one the user may read through its resource; with
 * `allOnly`, only for those who read every record (staff, for a message's files).
 */
async function readable(
  db: Db,
  user: CurrentUser,
  resource: Resource,
  table: PgTable,
  idColumn: PgColumn,
  id: number,
  allOnly = false,
): Promise<boolean> {
  const reach = readReachOf(resource, user);
  if (reach.kind === 'none' || (allOnly && reach.kind !== 'all')) return false;
  const [row] = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(eq(idColumn, id), reachCondition(reach)))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether `user` may read the record files are attached to, by the same scopes as the
 * resource itself: a tutor their own sessions, a student or parent the sessions attended,
 * staff all. Files of a record follow the record.
 */
export async function canReadAttachable(
  db: Db,
  user: CurrentUser,
  attachable: { type: AttachableType; id: number },
): Promise<boolean> {
  switch (attachable.type) {
    case 'Session':
      return readable(db, user, sessionsResource, sessions, sessions.id, attachable.id);
    // A message's files, before it is sent (on what it is about) and after: staff's only.
    case 'Course':
      return readable(db, user, coursesResource, courses, courses.id, attachable.id, true);
    case 'Student':
      return readable(db, user, studentsResource, students, students.id, attachable.id, true);
    case 'Message':
      return readable(db, user, messagesResource, messages, messages.id, attachable.id, true);
  }
}
