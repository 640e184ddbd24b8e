import {
  HOMEWORK_HELP_CHANNEL,
  HOMEWORK_HELP_IDENTIFIER,
  HOMEWORK_HELP_SESSION_CHANGE_EVENT,
  type HomeworkHelpSessionChange,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, courses, sessions } from '../db/schema/index.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import type { ActionResult, AfterCommit, WriteHooks } from '../resources/types.ts';
import { log } from '../log/log-line.ts';

/** Whether the session belongs to a homework-help brand (identifier HH). */
export async function isHomeworkHelpSession(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ identifier: brands.identifier })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .where(eq(sessions.id, sessionId));
  return row?.identifier === HOMEWORK_HELP_IDENTIFIER;
}

/**
 * Tells homework-help pages a session changed (spec §4, §7): ids only, on the public channel.
 * Already committed, so a publisher failure is logged, not turned into a failed request.
 */
export async function publishHomeworkHelpChange(
  realtime: RealtimePublisher,
  change: HomeworkHelpSessionChange,
): Promise<void> {
  try {
    await realtime.publish(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT, change);
  } catch (error) {
    log.error(`${HOMEWORK_HELP_SESSION_CHANGE_EVENT} failed`, error);
  }
}

const thenAlso =
  (first: AfterCommit | void, second: AfterCommit): AfterCommit =>
  async () => {
    if (first) await first();
    await second();
  };

/**
 * Session writes of homework-help sessions also publish a homework-help session change once
 * committed: `updated`, or `destroyed` for a deletion (the brand is read before the row goes).
 */
export function withHomeworkHelpChanges(inner: WriteHooks): WriteHooks {
  return {
    ...inner,
    async before(tx, id) {
      return {
        inner: await inner.before?.(tx, id),
        isHomeworkHelp: await isHomeworkHelpSession(tx, id),
      };
    },
    async after(tx, change, ctx) {
      const before = change.before as { inner: unknown; isHomeworkHelp: boolean } | undefined;
      const afterCommit = await inner.after?.(tx, { ...change, before: before?.inner }, ctx);
      if (change.action === 'created' || !before?.isHomeworkHelp) return afterCommit;
      const action = change.action === 'deleted' ? 'destroyed' : 'updated';
      return thenAlso(afterCommit, () =>
        publishHomeworkHelpChange(ctx.deps.realtime, { sessionId: change.id, action }),
      );
    },
  };
}

/** A cancel of a homework-help session is an update of it for the pages that show it. */
export async function withHomeworkHelpCancel(
  tx: Db,
  realtime: RealtimePublisher,
  sessionId: number,
  result: ActionResult,
): Promise<ActionResult> {
  if (!(await isHomeworkHelpSession(tx, sessionId))) return result;
  return {
    ...result,
    afterCommit: thenAlso(result.afterCommit, () =>
      publishHomeworkHelpChange(realtime, { sessionId, action: 'updated' }),
    ),
  };
}
