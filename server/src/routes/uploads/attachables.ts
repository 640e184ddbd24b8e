import { and, eq } from 'drizzle-orm';
import type { AttachableType } from '@tp/domain';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../http/context.ts';
import { reachCondition, readReachOf } from '../../resources/access.ts';
import { sessionsResource } from '../../resources/definitions/sessions.ts';

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
    case 'Session': {
      const reach = readReachOf(sessionsResource, user);
      if (reach.kind === 'none') return false;
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, attachable.id), reachCondition(reach)))
        .limit(1);
      return row !== undefined;
    }
  }
}
