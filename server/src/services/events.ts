import {
  DEFAULT_EVENT_DURATION,
  EVENT_ALREADY_CANCELED_MESSAGE,
  EVENT_TYPE_NOT_OFFERED_MESSAGE,
  SCHEDULE_CHANGE_EVENT,
  TIME_OUT_OF_RANGE_MESSAGE,
  eventDurationErrors,
  eventTypesOffered,
  isEventType,
  isStorableTime,
  pastReasonErrors,
  privateUserChannel,
  resolveTiming,
} from '@tp/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { employees, events, tutors, users } from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import type { ActionResult, AnyRow, CallContext, WriteHooks } from '../resources/types.ts';
import { log } from '../log/log-line.ts';

/** What a schedule-change about an event says: `{ eventId, action }`. */
export type EventChange = 'created' | 'updated' | 'deleted' | 'canceled';

const TIMING_FIELDS = ['startsAt', 'endsAt', 'duration'] as const;
/** resolveTiming's own bounds stay out of the way: the event rules give the spec's messages. */
const ANY_DURATION = { min: 1, max: Number.MAX_SAFE_INTEGER };

/**
 * An event payload as columns: the timing resolved (a new event without an end or a duration
 * lasts DEFAULT_EVENT_DURATION), its duration within the event limits with the spec's
 * messages, and on create its attendee (the caller's own calendar unless named) and creator.
 * A canceled event is not changed any more.
 */
export function eventValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  ctx: CallContext,
): Record<string, unknown> {
  if (current?.canceledAt) throw new Invalid({ base: [EVENT_ALREADY_CANCELED_MESSAGE] });
  const values: Record<string, unknown> = { ...payload };
  if (current === null || TIMING_FIELDS.some((field) => field in payload)) {
    const lacksLength = payload.endsAt === undefined && payload.duration === undefined;
    const result = resolveTiming(
      {
        startsAt: payload.startsAt as Date | undefined,
        endsAt: payload.endsAt as Date | undefined,
        duration:
          current === null && lacksLength
            ? DEFAULT_EVENT_DURATION
            : (payload.duration as number | undefined),
      },
      current
        ? {
            startsAt: current.startsAt as Date,
            endsAt: current.endsAt as Date,
            duration: current.duration as number,
          }
        : null,
      ANY_DURATION,
    );
    if (!result.ok) throw new Invalid(result.errors);
    if (!isStorableTime(result.timing.endsAt))
      throw new Invalid({ startsAt: [TIME_OUT_OF_RANGE_MESSAGE] });
    const durationErrors = eventDurationErrors(result.timing.duration);
    if (durationErrors.length > 0) throw new Invalid({ duration: durationErrors });
    Object.assign(values, result.timing);
  }
  assertPastReason(payload, values, current, ctx.now);
  if (current === null) {
    values.attendeeId = payload.attendeeId ?? ctx.user.employeeId;
    if (values.attendeeId === null || values.attendeeId === undefined)
      throw new Invalid({ attendeeId: ["can't be blank"] });
    values.createdById = ctx.user.id;
  }
  return values;
}

const PAST_REASON_FIELDS = ['type', ...TIMING_FIELDS, 'pastReason'] as const;

/**
 * Issue 23: a payable event put in the past needs a reason (domain's pastReasonErrors), judged
 * when it is created or its type, time or reason changes; an unchanged event keeps its reason.
 */
function assertPastReason(
  payload: Record<string, unknown>,
  values: Record<string, unknown>,
  current: AnyRow | null,
  now: Date,
): void {
  if (current !== null && !PAST_REASON_FIELDS.some((field) => field in payload)) return;
  const type = (payload.type ?? current?.type) as string;
  if (!isEventType(type)) return;
  const errors = pastReasonErrors(
    {
      type,
      startsAt: (values.startsAt ?? current?.startsAt) as Date,
      pastReason: (('pastReason' in payload ? payload.pastReason : current?.pastReason) ?? null) as
        | string
        | null,
    },
    now,
  );
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

/** The user behind each employee (their realtime channel is their user's). */
async function userIdsOfEmployees(db: Db, employeeIds: number[]): Promise<Map<number, number>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, userId: employees.userId })
    .from(employees)
    .where(inArray(employees.id, employeeIds));
  return new Map(rows.map((row) => [row.id, row.userId]));
}

async function attendeeOf(db: Db, eventId: number): Promise<number | null> {
  const [row] = await db
    .select({ attendeeId: events.attendeeId })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.attendeeId ?? null;
}

/**
 * The type must be one the attendee is offered (domain's eventTypesOffered: FL Admin for
 * faculty leaders, Essay Grading and Curriculum Work with their flags), judged on the event as
 * written, so staff cannot put an essay-grading event on the calendar of a tutor who grades no
 * essays either.
 */
async function assertTypeOffered(db: Db, eventId: number): Promise<void> {
  const [row] = await db
    .select({
      type: events.type,
      roles: users.roles,
      essayGrader: tutors.essayGrader,
      curriculumWork: tutors.curriculumWork,
    })
    .from(events)
    .innerJoin(employees, eq(employees.id, events.attendeeId))
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(tutors, eq(tutors.id, employees.id))
    .where(eq(events.id, eventId));
  if (!row) return;
  const offered = eventTypesOffered({
    roles: row.roles,
    essayGrader: row.essayGrader ?? false,
    curriculumWork: row.curriculumWork ?? false,
  });
  if (!isEventType(row.type) || !offered.includes(row.type))
    throw new Invalid({ type: [EVENT_TYPE_NOT_OFFERED_MESSAGE] });
}

/**
 * Tells the attendees' calendars that an event changed: `schedule-change` with
 * `{ eventId, action }` on `private-tutor-user-{userId}` (the tutor app's calendar listens
 * there, as for sessions). The change is committed already, so a publisher failure is logged,
 * not turned into a failed request.
 */
export async function publishEventChange(
  realtime: RealtimePublisher,
  userIds: readonly number[],
  eventId: number,
  action: EventChange,
): Promise<void> {
  await Promise.all(
    userIds.map(async (userId) => {
      try {
        await realtime.publish(privateUserChannel('tutor', userId), SCHEDULE_CHANGE_EVENT, {
          eventId,
          action,
        });
      } catch (error) {
        log.error(`schedule-change for event ${eventId} to user ${userId} failed`, error);
      }
    }),
  );
}

/**
 * Event writes: the type is checked against the attendee whenever the type or the attendee
 * changes, and the attendee before and after the change hears about it once the transaction
 * commits.
 */
export const eventWriteHooks: WriteHooks = {
  before: (tx, id) => attendeeOf(tx, id),
  async after(tx, { action, id, before, payload }, ctx) {
    if (action !== 'deleted' && payload && ('type' in payload || 'attendeeId' in payload))
      await assertTypeOffered(tx, id);
    const attendees = [
      ...new Set(
        [before, action === 'deleted' ? null : await attendeeOf(tx, id)].filter(
          (attendee): attendee is number => typeof attendee === 'number',
        ),
      ),
    ];
    const userIds = [...(await userIdsOfEmployees(tx, attendees)).values()];
    return () => publishEventChange(ctx.deps.realtime, userIds, id, action);
  },
};

/** PUT /events/{id}/cancel: the event stays on record, canceled now; 422 when it already is. */
export async function cancelEvent(tx: Db, ctx: CallContext, id: number): Promise<ActionResult> {
  // One conditional update: of two cancels at once, the second finds it canceled already.
  const [row] = await tx
    .update(events)
    .set({ canceledAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(events.id, id), isNull(events.canceledAt)))
    .returning({ attendeeId: events.attendeeId });
  if (!row) throw new Invalid({ base: [EVENT_ALREADY_CANCELED_MESSAGE] });
  const userIds = [...(await userIdsOfEmployees(tx, [row.attendeeId])).values()];
  return { afterCommit: () => publishEventChange(ctx.deps.realtime, userIds, id, 'canceled') };
}
