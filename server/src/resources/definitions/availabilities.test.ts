import {
  AVAILABILITY_ENDED_MESSAGE,
  AVAILABILITY_OVERLAP_MESSAGE,
  AVAILABILITY_PAST_MESSAGE,
  AVAILABILITY_REPEAT_PAST_MESSAGE,
  BOOKING_REASONS,
  SCHEDULE_CHANGE_EVENT,
  type Availability,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilities, courses, enrollments } from '../../db/schema/index.ts';
import type { TestAgent } from '../../test/agent.ts';
import {
  call,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

interface BulkBody {
  availabilities: { id: number; startsAt: string; endsAt: string; duration: number }[];
  meta: { created: number; deleted: number; trimmed: number; skipped: number };
}
interface RepeatOptionsBody {
  repeatOptions: {
    startsAt: string;
    book: boolean;
    availabilityId: number | null;
    reasons: string[];
  }[];
  remainingAvailability: number | null;
  choices: { value: number | 'all'; repeats: number }[];
  unscheduledMinutes: number | null;
}

/**
 * Availability operations (TEST_NOW 2026-03-10T15:00Z; Tia's zone is New York, which went to
 * daylight time on March 8): Tia offers 18:00-20:00Z on the 10th (open) and 18:00-19:00Z on
 * the 12th (locked); Tom 09:00-12:00Z on the 11th.
 */
describe.each(BACKENDS)(
  'availabilities: remaining, repeat, clear, repeat options (%s)',
  (backend) => {
    let ctx: ResourceTestContext;
    let world: ResourceWorld;
    let admin: TestAgent;
    let tia: TestAgent;
    let tom: TestAgent;
    let student: TestAgent;
    let enrollmentId: number;

    beforeAll(async () => {
      ctx = await createResourceTestContext(backend);
      world = ctx.world;
      [admin, tia, tom, student] = await ctx.signInAs('admin', 'tia', 'tom', 'sam');
      const [course] = await ctx.db
        .insert(courses)
        .values({
          title: 'Private Tutoring: Sam',
          name: 'pt-sam',
          status: 'published',
          brandId: world.brands.private.id,
          duration: 300,
        })
        .returning();
      const [enrollment] = await ctx.db
        .insert(enrollments)
        .values({ courseId: course!.id, studentId: world.students.sam })
        .returning();
      enrollmentId = enrollment!.id;
    });
    afterAll(() => ctx?.close());

    const bookTia = (startsAt = '2026-03-10T18:00:00Z') =>
      admin.post('/api/v2/tutorings', {
        tutoring: {
          studentId: world.students.sam,
          enrollmentId,
          tutorId: world.users.tia.tutorId,
          bookings: [{ startsAt, duration: 60 }],
        },
      });
    const tiaAvailability = async () =>
      (
        await call<ListBody<'availabilities', Availability>>(
          admin.get(`/api/v2/availabilities?tutorId=${world.users.tia.tutorId}&per=100`),
        )
      ).body.availabilities;

    it('says how much of each availability is left after the tutor’s sessions', async () => {
      expect((await tiaAvailability()).map((a) => a.remainingAvailability)).toEqual([120, 60]);
      expect((await bookTia()).status).toBe(201);
      expect((await tiaAvailability()).map((a) => a.remainingAvailability)).toEqual([60, 60]);
    });

    it('repeats the tutor’s week at the same local times, skipping what is already there', async () => {
      ctx.realtime.events.length = 0;
      const { status, body } = await call<BulkBody>(
        tia.post('/api/v2/availabilities/repeat', { date: '2026-03-10', weeks: 2 }),
      );
      expect(status).toBe(200);
      expect(body.meta).toEqual({ created: 4, deleted: 0, trimmed: 0, skipped: 0 });
      expect(body.availabilities.map((a) => a.startsAt).sort()).toEqual([
        '2026-03-17T18:00:00.000Z',
        '2026-03-19T18:00:00.000Z',
        '2026-03-24T18:00:00.000Z',
        '2026-03-26T18:00:00.000Z',
      ]);
      expect(ctx.realtime.events).toEqual([
        {
          channel: `private-tutor-user-${world.users.tia.id}`,
          event: SCHEDULE_CHANGE_EVENT,
          data: {
            availabilityIds: body.availabilities.map((a) => a.id),
            tutorId: world.users.tia.tutorId,
            action: 'repeated',
          },
        },
      ]);
      const again = await call<BulkBody>(
        tia.post('/api/v2/availabilities/repeat', { date: '2026-03-10', weeks: 2 }),
      );
      expect(again.body.meta).toEqual({ created: 0, deleted: 0, trimmed: 0, skipped: 4 });
    });

    it('keeps the local time across the daylight-saving change (10 am EST -> 10 am EDT)', async () => {
      await ctx.db.insert(availabilities).values({
        tutorId: world.users.tia.tutorId!,
        startsAt: new Date('2026-03-04T15:00:00Z'),
        endsAt: new Date('2026-03-04T16:00:00Z'),
        duration: 60,
      });
      const { body } = await call<BulkBody>(
        tia.post('/api/v2/availabilities/repeat', { date: '2026-03-04' }),
      );
      // Four weeks by default; 10:00 in New York is 15:00Z before March 8 and 14:00Z after.
      expect(body.availabilities.map((a) => a.startsAt)).toEqual([
        '2026-03-11T14:00:00.000Z',
        '2026-03-18T14:00:00.000Z',
        '2026-03-25T14:00:00.000Z',
        '2026-04-01T14:00:00.000Z',
      ]);
    });

    it('lets a tutor repeat only their own week; staff name the tutor', async () => {
      expect(
        (
          await tom.post('/api/v2/availabilities/repeat', {
            date: '2026-03-10',
            tutorId: world.users.tia.tutorId,
          })
        ).status,
      ).toBe(403);
      expect(
        (await student.post('/api/v2/availabilities/repeat', { date: '2026-03-10' })).status,
      ).toBe(403);
      const unnamed = await call<ProblemBody>(
        admin.post('/api/v2/availabilities/repeat', { date: '2026-03-10' }),
      );
      expect(unnamed.status).toBe(422);
      expect(unnamed.body.errors).toEqual({ tutorId: ["can't be blank"] });
      expect(
        (
          await admin.post('/api/v2/availabilities/repeat', {
            date: '2026-03-10',
            tutorId: world.users.tia.tutorId,
          })
        ).status,
      ).toBe(200);
      const weeks = await call<ProblemBody>(
        tia.post('/api/v2/availabilities/repeat', { date: '2026-03-10', weeks: 7 }),
      );
      expect(weeks.status).toBe(422);
      expect(weeks.body.errors).toHaveProperty('weeks');
    });

    it('clears upcoming unbooked time only: an availability holding a session keeps that time', async () => {
      await ctx.db.insert(availabilities).values({
        tutorId: world.users.tia.tutorId!,
        startsAt: new Date('2026-03-10T10:00:00Z'),
        endsAt: new Date('2026-03-10T12:00:00Z'),
        duration: 120,
      });
      expect((await bookTia('2026-03-10T18:30:00Z')).status).toBe(201);
      const { status, body } = await call<BulkBody>(
        tia.delete('/api/v2/availabilities/clear_upcoming?date=2026-03-10&weeks=1'),
      );
      expect(status).toBe(200);
      expect(body.meta).toEqual({ created: 0, deleted: 1, trimmed: 1, skipped: 0 });
      const left = await tiaAvailability();
      expect(left.map((a) => [a.startsAt, a.endsAt, a.remainingAvailability])).toEqual([
        // The morning one had started before now: not upcoming, left alone.
        ['2026-03-10T10:00:00.000Z', '2026-03-10T12:00:00.000Z', 120],
        ['2026-03-10T18:30:00.000Z', '2026-03-10T19:30:00.000Z', 0],
      ]);
    });

    it('lets only the tutor or staff clear, and needs a date', async () => {
      expect(
        (
          await tom.delete(
            `/api/v2/availabilities/clear_upcoming?date=2026-03-10&tutorId=${world.users.tia.tutorId}`,
          )
        ).status,
      ).toBe(403);
      expect((await tia.delete('/api/v2/availabilities/clear_upcoming')).status).toBe(422);
      expect(
        (
          await admin.delete(
            `/api/v2/availabilities/clear_upcoming?date=2026-03-10&tutorId=${world.users.tia.tutorId}`,
          )
        ).status,
      ).toBe(200);
      expect(await tiaAvailability()).toEqual([]);
    });

    it('answers the weekly repeats of an availability, each with its book flag', async () => {
      await ctx.db.insert(availabilities).values({
        tutorId: world.users.tia.tutorId!,
        startsAt: new Date('2026-03-24T19:00:00Z'),
        endsAt: new Date('2026-03-24T21:00:00Z'),
        duration: 120,
      });
      const { status, body } = await call<RepeatOptionsBody>(
        tia.get(
          `/api/v2/availabilities/repeat_options?id=${world.availabilities.openTia.id}&numberOfRepeats=2`,
        ),
      );
      expect(status).toBe(200);
      expect(body.repeatOptions.map((o) => [o.startsAt, o.book])).toEqual([
        ['2026-03-17T18:00:00.000Z', true],
        ['2026-03-24T18:00:00.000Z', false],
      ]);
      expect(body.remainingAvailability).toBe(120);
      expect(
        (
          await tom.get(
            `/api/v2/availabilities/repeat_options?id=${world.availabilities.openTia.id}`,
          )
        ).status,
      ).toBe(404);
    });

    it('answers a booking’s weekly dates as the engine would judge them, with the repeat choices', async () => {
      const { status, body } = await call<RepeatOptionsBody>(
        tia.get(
          `/api/v2/availabilities/repeat_options?startsAt=2026-03-10T18:00:00Z&duration=60&enrollmentId=${enrollmentId}&numberOfRepeats=2`,
        ),
      );
      expect(status).toBe(200);
      expect(body.repeatOptions).toEqual([
        {
          startsAt: '2026-03-10T18:00:00.000Z',
          endsAt: '2026-03-10T19:00:00.000Z',
          book: true,
          availabilityId: world.availabilities.openTia.id,
          reasons: [],
        },
        {
          startsAt: '2026-03-17T18:00:00.000Z',
          endsAt: '2026-03-17T19:00:00.000Z',
          book: false,
          availabilityId: null,
          reasons: [BOOKING_REASONS.pendingAvailability],
        },
        {
          startsAt: '2026-03-24T18:00:00.000Z',
          endsAt: '2026-03-24T19:00:00.000Z',
          book: false,
          availabilityId: null,
          reasons: [BOOKING_REASONS.pendingAvailability],
        },
      ]);
      expect(body.remainingAvailability).toBe(120);
      expect(body.unscheduledMinutes).toBe(300);
      // Five hours of 60 minutes: the first and up to 4 repeats.
      expect(body.choices.map((c) => [c.value, c.repeats])).toEqual([
        [4, 4],
        [0, 0],
        ['all', 4],
      ]);
      const missing = await call<ProblemBody>(
        tia.get('/api/v2/availabilities/repeat_options?duration=60'),
      );
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ startsAt: ["can't be blank"] });
    });

    it('refuses an availability that overlaps another of the tutor’s, created or moved', async () => {
      const create = (startsAt: string) =>
        call<OneBody<'availability', Availability> & ProblemBody>(
          tia.post('/api/v2/availabilities', {
            availability: { tutorId: world.users.tia.tutorId, startsAt, duration: 120 },
          }),
        );
      const first = await create('2026-03-20T14:00:00Z');
      expect(first.status).toBe(201);
      const overlapping = await create('2026-03-20T15:00:00Z');
      expect(overlapping.status).toBe(409);
      expect(overlapping.body.errors).toEqual({ base: [AVAILABILITY_OVERLAP_MESSAGE] });
      // Back to back is no overlap.
      const next = await create('2026-03-20T16:00:00Z');
      expect(next.status).toBe(201);
      const moved = await call<ProblemBody>(
        tia.put(`/api/v2/availabilities/${next.body.availability.id}`, {
          availability: { startsAt: '2026-03-20T15:30:00Z', duration: 120 },
        }),
      );
      expect(moved.status).toBe(409);
      const rows = await ctx.db
        .select()
        .from(availabilities)
        .where(eq(availabilities.tutorId, world.users.tia.tutorId!));
      expect(
        rows
          .filter((a) => a.startsAt.toISOString().startsWith('2026-03-20'))
          .map((a) => [a.startsAt.toISOString(), a.endsAt.toISOString()])
          .sort(),
      ).toEqual([
        ['2026-03-20T14:00:00.000Z', '2026-03-20T16:00:00.000Z'],
        ['2026-03-20T16:00:00.000Z', '2026-03-20T18:00:00.000Z'],
      ]);
      // Another tutor's hours are theirs.
      expect(
        (
          await admin.post('/api/v2/availabilities', {
            availability: {
              tutorId: world.users.tom.tutorId,
              startsAt: '2026-03-20T15:00:00Z',
              duration: 60,
            },
          })
        ).status,
      ).toBe(201);
    });

    it('tells the tutor when an availability is created, changed or deleted', async () => {
      ctx.realtime.events.length = 0;
      const created = await call<OneBody<'availability', Availability>>(
        tia.post('/api/v2/availabilities', {
          availability: {
            tutorId: world.users.tia.tutorId,
            startsAt: '2026-03-13T14:00:00Z',
            duration: 120,
          },
        }),
      );
      expect(created.status).toBe(201);
      expect(
        (await tia.delete(`/api/v2/availabilities/${created.body.availability.id}`)).status,
      ).toBe(204);
      expect(
        ctx.realtime.events.map((e) => [e.channel, (e.data as { action: string }).action]),
      ).toEqual([
        [`private-tutor-user-${world.users.tia.id}`, 'created'],
        [`private-tutor-user-${world.users.tia.id}`, 'deleted'],
      ]);
      const [gone] = await ctx.db
        .select()
        .from(availabilities)
        .where(eq(availabilities.id, created.body.availability.id));
      expect(gone).toBeUndefined();
    });

    describe('offers time from now on, never backfilled', () => {
      // The clock at 15:07: the quarter hour holding now started at 15:00.
      const create = (agent: TestAgent, tutorId: number, startsAt: string, duration = 60) =>
        call<OneBody<'availability', Availability> & ProblemBody>(
          agent.post('/api/v2/availabilities', {
            availability: { tutorId, startsAt, duration },
          }),
        );
      const move = (id: number, availability: Record<string, unknown>) =>
        call<OneBody<'availability', Availability> & ProblemBody>(
          admin.put(`/api/v2/availabilities/${id}`, { availability }),
        );
      const inserted = async (startsAt: string, endsAt: string) => {
        const [row] = await ctx.db
          .insert(availabilities)
          .values({
            tutorId: world.users.tom.tutorId!,
            startsAt: new Date(startsAt),
            endsAt: new Date(endsAt),
            duration: (new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 60_000,
          })
          .returning();
        return row!;
      };

      it('creates from the current quarter hour on, refusing an earlier start for tutor and staff alike', async () => {
        ctx.clock.set(new Date('2026-03-10T15:07:00Z'));
        const tomId = world.users.tom.tutorId!;
        for (const [agent, startsAt] of [
          [tom, '2026-03-10T14:45:00Z'],
          [tom, '2026-03-09T15:00:00Z'],
          [admin, '2026-03-10T13:00:00Z'],
        ] as const) {
          const refused = await create(agent, tomId, startsAt);
          expect(refused.status).toBe(422);
          expect(refused.body.errors).toEqual({ startsAt: [AVAILABILITY_PAST_MESSAGE] });
        }
        const rows = await ctx.db
          .select()
          .from(availabilities)
          .where(eq(availabilities.tutorId, tomId));
        expect(rows).toHaveLength(1);
        // The slot the clock is in: a drag "from now" on the calendar.
        const current = await create(tom, tomId, '2026-03-10T15:00:00Z');
        expect(current.status).toBe(201);
        expect(current.body.availability.startsAt).toBe('2026-03-10T15:00:00.000Z');
      });

      it('moves an availability ahead, never into the past, and leaves an ended one alone', async () => {
        const upcoming = world.availabilities.openTia;
        const back = await move(upcoming.id, { startsAt: '2026-03-10T14:00:00Z' });
        expect(back.status).toBe(422);
        expect(back.body.errors).toEqual({ startsAt: [AVAILABILITY_PAST_MESSAGE] });
        const ahead = await move(upcoming.id, { startsAt: '2026-03-10T15:00:00Z' });
        expect(ahead.status).toBe(200);
        expect(ahead.body.availability.endsAt).toBe('2026-03-10T17:00:00.000Z');

        const ended = await inserted('2026-03-09T15:00:00Z', '2026-03-09T17:00:00Z');
        for (const change of [
          { startsAt: '2026-03-11T15:00:00Z' },
          { endsAt: '2026-03-09T18:00:00Z' },
          { duration: 60 },
          { tutorId: world.users.tia.tutorId },
        ]) {
          const refused = await move(ended.id, change);
          expect(refused.status).toBe(422);
          expect(refused.body.errors).toEqual({ base: [AVAILABILITY_ENDED_MESSAGE] });
        }
        // Locking it changes no time.
        expect((await move(ended.id, { locked: true })).status).toBe(200);
      });

      it('resizes the end of an availability in progress while it stays ahead', async () => {
        const inProgress = await inserted('2026-03-10T14:00:00Z', '2026-03-10T16:00:00Z');
        const longer = await call<OneBody<'availability', Availability>>(
          tom.put(`/api/v2/availabilities/${inProgress.id}`, {
            availability: {
              startsAt: '2026-03-10T14:00:00Z',
              endsAt: '2026-03-10T17:00:00Z',
              lockVersion: inProgress.lockVersion,
            },
          }),
        );
        expect(longer.status).toBe(200);
        expect(longer.body.availability.duration).toBe(180);
        const toNow = await move(inProgress.id, { endsAt: '2026-03-10T15:00:00Z' });
        expect(toNow.status).toBe(422);
        expect(toNow.body.errors).toEqual({ endsAt: [AVAILABILITY_PAST_MESSAGE] });
        // Dragging it whole moves its start: into the current slot, not before.
        const dragged = await move(inProgress.id, { startsAt: '2026-03-10T14:30:00Z' });
        expect(dragged.status).toBe(422);
        expect(dragged.body.errors).toEqual({ startsAt: [AVAILABILITY_PAST_MESSAGE] });
      });

      it('repeats only onto time ahead: past copies are skipped, weeks all over refused', async () => {
        const over = await call<ProblemBody>(
          tia.post('/api/v2/availabilities/repeat', { date: '2026-02-18', weeks: 1 }),
        );
        expect(over.status).toBe(422);
        expect(over.body.errors).toEqual({ date: [AVAILABILITY_REPEAT_PAST_MESSAGE] });
        // Tia's Wednesday 10:00 in New York, repeated from the week of February 22 at 10:30 on
        // March 4: that day's copy would start half an hour back, the next two are ahead.
        await ctx.db.insert(availabilities).values({
          tutorId: world.users.tia.tutorId!,
          startsAt: new Date('2026-02-25T15:00:00Z'),
          endsAt: new Date('2026-02-25T16:00:00Z'),
          duration: 60,
        });
        ctx.clock.set(new Date('2026-03-04T15:30:00Z'));
        const { status, body } = await call<BulkBody>(
          tia.post('/api/v2/availabilities/repeat', { date: '2026-02-25', weeks: 3 }),
        );
        expect(status).toBe(200);
        expect(body.availabilities.map((a) => a.startsAt)).toEqual([
          '2026-03-11T14:00:00.000Z',
          '2026-03-18T14:00:00.000Z',
        ]);
        expect(body.meta).toEqual({ created: 2, deleted: 0, trimmed: 0, skipped: 1 });
      });
    });

    it("answers the open time of a student's chosen tutors (tutorOfStudentId), as far as the caller may read the enrollment", async () => {
      // Pia (Pam's child) has Tia; Sid (another family) has Tom; Sam had Tom, canceled.
      await ctx.db.insert(enrollments).values([
        {
          courseId: world.courses.c1.id,
          studentId: world.students.pia,
          tutorId: world.users.tia.tutorId,
        },
        {
          courseId: world.courses.c2.id,
          studentId: world.students.sid,
          tutorId: world.users.tom.tutorId,
        },
        {
          courseId: world.courses.c2.id,
          studentId: world.students.sam,
          tutorId: world.users.tom.tutorId,
          status: 'canceled',
        },
      ]);
      const [pam] = await ctx.signInAs('pam');
      const days = 'startsAt=2026-03-10T00:00:00Z&endsAt=2026-03-13T00:00:00Z&per=100';
      const listed = async (agent: TestAgent, query: string) => {
        const { status, body } = await call<ListBody<'availabilities', Availability>>(
          agent.get(`/api/v2/availabilities?${days}&${query}`),
        );
        expect(status).toBe(200);
        return body.availabilities;
      };
      const { openTia, lockedTia, openTom } = world.availabilities;

      const forPia = await listed(pam, `tutorOfStudentId=${world.students.pia}`);
      expect(forPia.map((a) => a.id)).toContain(openTia.id);
      // A family sees open time only, and only the tutor chosen for their child.
      expect(forPia.map((a) => a.id)).not.toContain(lockedTia.id);
      expect(new Set(forPia.map((a) => a.tutorId))).toEqual(new Set([world.users.tia.tutorId]));
      expect(await listed(pam, `tutorOfStudentId=${world.students.sid}`)).toEqual([]);
      expect(await listed(student, `tutorOfStudentId=${world.students.sam}`)).toEqual([]);

      const forBoth = await listed(
        admin,
        `tutorOfStudentId=${world.students.pia}&tutorOfStudentId=${world.students.sid}`,
      );
      expect(forBoth.map((a) => a.id)).toEqual(
        expect.arrayContaining([openTia.id, lockedTia.id, openTom.id]),
      );

      const wrong = await call<ProblemBody>(admin.get('/api/v2/availabilities?tutorOfStudentId=x'));
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ tutorOfStudentId: ['must be an integer'] });
    });
  },
);
