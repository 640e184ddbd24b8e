import {
  AVAILABILITY_DURATION_LIMITS,
  AVAILABILITY_OVERLAP_MESSAGE,
  availabilitiesContract,
  availabilityTimingRefusal,
} from '@tp/domain';
import { and, eq, gt, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignments, availabilities, enrollments, tutors } from '../../db/schema/index.ts';
import { Conflict, Invalid } from '../../http/errors.ts';
import {
  availabilityChannels,
  availabilityRepeatOptions,
  bookPendingCoveredBy,
  clearUpcomingAvailability,
  repeatAvailabilityWeek,
  type RepeatOptionsQuery,
} from '../../services/availability.ts';
import { publishScheduleChange } from '../../services/sessions.ts';
import { readableIdsOf } from '../access.ts';
import { defineResource, isoRequired } from '../define.ts';
import { filter, booleanIs, integerIn, overlapWindow, queryValue } from '../filters.ts';
import { idList, isIn, qualified } from '../scopes.ts';
import type { AnyRow, CallContext, WriteHooks } from '../types.ts';
import { enrollmentsResource } from './enrollments.ts';
import { withResolvedTiming } from './timing-values.ts';

const window = overlapWindow(availabilities.startsAt, availabilities.endsAt);

/**
 * The tutors chosen on some students' active enrollments, by the enrollments the caller may
 * read: the filter must not tell a family which tutor another family's student has.
 */
function tutorsChosenFor(studentIds: number[], ctx: CallContext): SQL {
  return readableIdsOf(
    enrollmentsResource,
    ctx.user,
    enrollments.tutorId,
    isIn(enrollments.studentId, idList(studentIds)),
    eq(enrollments.status, 'active'),
    isNotNull(enrollments.tutorId),
  );
}

/**
 * Minutes of the availability not held by its tutor's sessions: the overlap of each
 * assignment's held time (assignments.during, null once canceled) with the availability.
 * One tutor's held times never overlap each other (the exclusion constraint), so they add up.
 */
const remainingAvailability =
  sql<number>`greatest(0, ${qualified(availabilities.duration)} - coalesce((
  select sum(extract(epoch from (
    least(upper(x.during), ${qualified(availabilities.endsAt)}) -
    greatest(lower(x.during), ${qualified(availabilities.startsAt)})
  )) / 60) from ${assignments} x
  where x.employee_id = ${qualified(availabilities.tutorId)}
    and x.during && tstzrange(${qualified(availabilities.startsAt)}, ${qualified(availabilities.endsAt)}, '[)')
), 0))::int`.as('remaining_availability');

/**
 * Refuses a created or changed availability that overlaps another of its tutor's (409), in the
 * write's transaction. The tutor's row is locked first, so two writes for one tutor take turns
 * and the second sees the first once it has committed.
 */
async function refuseOverlap(tx: Db, id: number): Promise<void> {
  const [row] = await tx.select().from(availabilities).where(eq(availabilities.id, id));
  if (!row) return;
  await tx.select({ id: tutors.id }).from(tutors).where(eq(tutors.id, row.tutorId)).for('update');
  const [other] = await tx
    .select({ id: availabilities.id })
    .from(availabilities)
    .where(
      and(
        eq(availabilities.tutorId, row.tutorId),
        ne(availabilities.id, id),
        lt(availabilities.startsAt, row.endsAt),
        gt(availabilities.endsAt, row.startsAt),
      ),
    )
    .limit(1);
  if (other) throw new Conflict(AVAILABILITY_OVERLAP_MESSAGE);
}

/**
 * The row's values with timing resolved, refused (422 on the field) when they would offer
 * time before now: domain's `availabilityTimingRefusal`, against the request's clock. An
 * update that keeps the time and the tutor as they are (locking, or a form sending the whole
 * record back) is not judged.
 */
function availabilityValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  ctx: CallContext,
): Record<string, unknown> {
  const values = withResolvedTiming(payload, current, AVAILABILITY_DURATION_LIMITS);
  const next = {
    startsAt: (values.startsAt ?? current?.startsAt) as Date,
    endsAt: (values.endsAt ?? current?.endsAt) as Date,
  };
  const was = current
    ? { startsAt: current.startsAt as Date, endsAt: current.endsAt as Date }
    : null;
  const isUnchanged =
    current !== null &&
    was !== null &&
    next.startsAt.getTime() === was.startsAt.getTime() &&
    next.endsAt.getTime() === was.endsAt.getTime() &&
    (values.tutorId ?? current.tutorId) === current.tutorId;
  if (isUnchanged) return values;
  const refusal = availabilityTimingRefusal(next, was, ctx.now);
  if (refusal) throw new Invalid({ [refusal.field]: [refusal.message] });
  return values;
}

/** Every availability write reaches its tutor's schedule, before and after (a move of tutor). */
const availabilityWriteHooks: WriteHooks = {
  before: (tx, id) => availabilityChannels(tx, id),
  async after(tx, { action, id, before }, ctx) {
    if (action !== 'deleted') await refuseOverlap(tx, id);
    const previous = before as Awaited<ReturnType<typeof availabilityChannels>> | undefined;
    const current = action === 'deleted' ? null : await availabilityChannels(tx, id);
    const tutorId = current?.tutorId ?? previous?.tutorId;
    if (tutorId === undefined) return;
    const channels = [...new Set([...(previous?.channels ?? []), ...(current?.channels ?? [])])];
    const pending = action === 'deleted' ? null : await bookPendingCoveredBy(tx, ctx, id);
    return async () => {
      await publishScheduleChange(ctx.deps.realtime, channels, {
        availabilityIds: [id],
        tutorId,
        action,
      });
      await pending?.afterCommit();
    };
  },
};

export const availabilitiesResource = defineResource({
  contract: availabilitiesContract,
  from: availabilities,
  fields: {
    id: availabilities.id,
    tutorId: availabilities.tutorId,
    startsAt: availabilities.startsAt,
    endsAt: availabilities.endsAt,
    duration: availabilities.duration,
    locked: availabilities.locked,
    maxedOut: availabilities.maxedOut,
    remainingAvailability,
    lockVersion: availabilities.lockVersion,
  },
  idColumn: availabilities.id,
  sortable: {
    id: availabilities.id,
    starts_at: availabilities.startsAt,
    ends_at: availabilities.endsAt,
    tutor_id: availabilities.tutorId,
    duration: availabilities.duration,
  },
  defaultOrder: { column: 'starts_at', sort: 'asc' },
  filters: {
    tutorId: integerIn(availabilities.tutorId, 'Tutor id.'),
    // The family planner asks it beside the student's enrollment, not after it.
    tutorOfStudentId: filter({
      description:
        "Student id: the availability of the tutors chosen on the student's active enrollments (those the caller may read).",
      valueType: 'integer',
      value: queryValue.integer,
      where: (studentIds, ctx) => isIn(availabilities.tutorId, tutorsChosenFor(studentIds, ctx)),
    }),
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    locked: booleanIs(availabilities.locked, 'Locked (true) or open (false).'),
  },
  includes: { tutor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'tutorId' } },
  serialize: (row) => ({
    ...row,
    startsAt: isoRequired(row.startsAt),
    endsAt: isoRequired(row.endsAt),
  }),
  readScopes: {
    tutor: (user) => (user.tutorId === null ? null : eq(availabilities.tutorId, user.tutorId)),
    // Spec scheduling §6: only non-locked availabilities are shown to non-tutor apps.
    student: () => eq(availabilities.locked, false),
    parent: () => eq(availabilities.locked, false),
  },
  write: {
    table: availabilities,
    toValues: availabilityValues,
    hooks: availabilityWriteHooks,
  },
  actions: {
    repeat: {
      run: ({ tx, ctx, input }) =>
        repeatAvailabilityWeek(
          tx,
          ctx,
          input as { tutorId?: number; date: string; weeks?: number },
        ),
    },
    clearUpcoming: {
      run: ({ tx, ctx, input }) =>
        clearUpcomingAvailability(
          tx,
          ctx,
          input as { tutorId?: number; date: string; weeks?: number },
        ),
    },
    repeatOptions: {
      run: ({ tx, ctx, input }) => availabilityRepeatOptions(tx, ctx, input as RepeatOptionsQuery),
    },
  },
});
