import {
  EVENT_ALREADY_CANCELED_MESSAGE,
  EVENT_DURATION_MAX_MESSAGE,
  EVENT_DURATION_MIN_MESSAGE,
  EVENT_TYPE_NOT_OFFERED_MESSAGE,
  PAST_REASON_REQUIRED_MESSAGE,
  SCHEDULE_CHANGE_EVENT,
  privateUserChannel,
  type CalendarEvent,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, tutors, users } from '../../db/schema/index.ts';
import type { TestAgent } from '../../test/agent.ts';
import {
  call,
  idsOf,
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
import { TestAgent as Agent } from '../../test/agent.ts';

type EventList = ListBody<'events', CalendarEvent>;
type EventBody = OneBody<'event', CalendarEvent>;

describe.each(BACKENDS)('events (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let hr: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let sam: TestAgent;
  let pam: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['hr'] });
    world = ctx.world;
    [admin, advisor, hr, tia, tom, sam, pam] = await ctx.signInAs(
      'admin',
      'advisor',
      'hr',
      'tia',
      'tom',
      'sam',
      'pam',
    );
  });
  afterAll(() => ctx?.close());

  const form = (over: Record<string, unknown> = {}) => ({
    event: {
      type: 'Event::PrepTime',
      departmentId: world.department.id,
      name: 'Prep for Sam',
      details: 'Go over the practice test',
      startsAt: '2026-03-16T14:00:00Z',
      ...over,
    },
  });
  const create = (agent: TestAgent, over: Record<string, unknown> = {}) =>
    call<EventBody & ProblemBody>(agent.post('/api/v2/events', form(over)));
  const countEvents = async () => (await ctx.db.select({ id: events.id }).from(events)).length;
  const tiaId = () => world.users.tia.employeeId!;
  const tomId = () => world.users.tom.employeeId!;

  describe('reading calendars', () => {
    it('shows a tutor their own calendar only', async () => {
      const { status, body } = await call<EventList>(tia.get('/api/v2/events?noPagination=true'));
      expect(status).toBe(200);
      expect(idsOf(body.events)).toEqual([world.events.tiaPrep.id]);
      expect(body.events[0]).toMatchObject({
        type: 'Event::PrepTime',
        payable: true,
        attendeeId: tiaId(),
        attendeeType: 'Employee',
        attendeeName: 'Tia Tutor',
        canceledAt: null,
      });
      expect((await tia.get(`/api/v2/events/${world.events.tomAdmin.id}`)).status).toBe(404);
    });

    it('shows staff every calendar, filtered by window, attendee and cancellation', async () => {
      const all = await call<EventList>(hr.get('/api/v2/events?noPagination=true'));
      expect(all.status).toBe(200);
      expect(idsOf(all.body.events)).toEqual([
        world.events.tiaPrep.id,
        world.events.tomAdmin.id,
        world.events.tomCall.id,
      ]);
      const window = await call<EventList>(
        advisor.get(
          '/api/v2/events?startsAt=2026-03-12T00:00:00Z&endsAt=2026-03-13T00:00:00Z&noPagination=true',
        ),
      );
      expect(idsOf(window.body.events)).toEqual([world.events.tomAdmin.id]);
      const toms = await call<EventList>(
        advisor.get(`/api/v2/events?attendeeId=${tomId()}&canceled=false`),
      );
      expect(idsOf(toms.body.events)).toEqual([world.events.tomAdmin.id]);
      const canceled = await call<EventList>(advisor.get('/api/v2/events?canceled=true'));
      expect(idsOf(canceled.body.events)).toEqual([world.events.tomCall.id]);
      expect(canceled.body.events[0]!.canceledAt).toBe('2026-03-09T12:00:00.000Z');
    });

    it('shows students and parents no calendar: 403 for the list, 404 for one', async () => {
      for (const family of [sam, pam]) {
        expect((await family.get('/api/v2/events')).status).toBe(403);
        expect((await family.get(`/api/v2/events/${world.events.tiaPrep.id}`)).status).toBe(404);
      }
    });

    it('asks for a sign-in', async () => {
      const anonymous = new Agent(ctx.app);
      expect((await anonymous.get('/api/v2/events')).status).toBe(401);
    });

    it('embeds the department, and the attendee only for those who may read employees', async () => {
      const forTia = await call<OneBody<'event', Record<string, unknown>>>(
        tia.get(`/api/v2/events/${world.events.tiaPrep.id}?include=department,attendee`),
      );
      expect(forTia.body.event.department).toMatchObject({ name: 'Test Prep' });
      expect(forTia.body.event.attendee ?? null).toBeNull();
      const forStaff = await call<OneBody<'event', Record<string, unknown>>>(
        hr.get(`/api/v2/events/${world.events.tiaPrep.id}?include=attendee`),
      );
      expect(forStaff.body.event.attendee).toMatchObject({ id: tiaId() });
    });
  });

  describe('adding an event', () => {
    it('puts a tutor’s event on their own calendar, 15 minutes by default, and tells their calendar', async () => {
      const { status, body } = await create(tia);
      expect(status).toBe(201);
      expect(body.event).toMatchObject({
        attendeeId: tiaId(),
        duration: 15,
        startsAt: '2026-03-16T14:00:00.000Z',
        endsAt: '2026-03-16T14:15:00.000Z',
        createdById: world.users.tia.id,
        payable: true,
        lockVersion: 0,
      });
      expect(ctx.realtime.events).toEqual([
        {
          channel: privateUserChannel('tutor', world.users.tia.id),
          event: SCHEDULE_CHANGE_EVENT,
          data: { eventId: body.event.id, action: 'created' },
        },
      ]);
    });

    it('refuses paid time in the past without a reason, and keeps the reason given', async () => {
      const before = await countEvents();
      const bare = await create(tia, { startsAt: '2026-03-09T14:00:00Z' });
      expect(bare.status).toBe(422);
      expect(bare.body.errors.pastReason).toEqual([PAST_REASON_REQUIRED_MESSAGE]);
      const blank = await create(tia, { startsAt: '2026-03-09T14:00:00Z', pastReason: '  ' });
      expect(blank.body.errors.pastReason).toEqual([PAST_REASON_REQUIRED_MESSAGE]);
      expect(await countEvents()).toBe(before);
      const told = await create(tia, {
        startsAt: '2026-03-09T14:00:00Z',
        pastReason: 'Forgot to log it on Monday',
      });
      expect(told.status).toBe(201);
      expect(told.body.event.pastReason).toBe('Forgot to log it on Monday');
      // Time that is not paid needs none; nor does paid time moved into the future.
      const unpaid = await create(tia, {
        type: 'Event::ParentCommunication',
        startsAt: '2026-03-09T14:00:00Z',
      });
      expect(unpaid.status).toBe(201);
      const future = await create(tia);
      const moved = await call<ProblemBody>(
        tia.put(`/api/v2/events/${future.body.event.id}`, {
          event: { startsAt: '2026-03-02T14:00:00Z', lockVersion: 0 },
        }),
      );
      expect(moved.status).toBe(422);
      expect(moved.body.errors.pastReason).toEqual([PAST_REASON_REQUIRED_MESSAGE]);
    });

    it('takes a custom duration or an end time', async () => {
      const custom = await create(tia, { duration: 95 });
      expect(custom.body.event).toMatchObject({ duration: 95, endsAt: '2026-03-16T15:35:00.000Z' });
      const ended = await create(tia, { endsAt: '2026-03-16T16:00:00Z' });
      expect(ended.body.event.duration).toBe(120);
    });

    it('refuses a tutor an event on someone else’s calendar, storing nothing', async () => {
      const before = await countEvents();
      const { status } = await create(tia, { attendeeId: tomId() });
      expect(status).toBe(403);
      expect(await countEvents()).toBe(before);
      expect(ctx.realtime.events).toEqual([]);
    });

    it('lets scheduling staff add to any calendar, other staff to their own only', async () => {
      const byAdvisor = await create(advisor, { attendeeId: tomId() });
      expect(byAdvisor.status).toBe(201);
      expect(byAdvisor.body.event.attendeeId).toBe(tomId());
      expect(ctx.realtime.events.map((e) => e.channel)).toEqual([
        privateUserChannel('tutor', world.users.tom.id),
      ]);
      expect((await create(hr, { attendeeId: tomId() })).status).toBe(403);
      const own = await create(hr, { type: 'Event::AdminWork' });
      expect(own.status).toBe(201);
      expect(own.body.event.attendeeId).toBe(ctx.staff.hr!.employeeId);
    });

    it('refuses students, parents and signed-out callers', async () => {
      expect((await create(sam)).status).toBe(403);
      expect((await create(pam)).status).toBe(403);
      // Signed out with a CSRF token, as the sign-in page holds one.
      const anonymous = new Agent(ctx.app);
      await anonymous.get('/api/session.json');
      expect((await anonymous.post('/api/v2/events', form())).status).toBe(401);
    });

    it('answers the event form’s rules as field errors', async () => {
      const blank = await create(tia, { departmentId: undefined, name: '', details: ' ' });
      expect(blank.status).toBe(422);
      expect(blank.body.errors).toEqual({
        departmentId: ["can't be blank"],
        name: ["can't be blank"],
        details: ["can't be blank"],
      });
      const noDate = await create(tia, { startsAt: undefined });
      expect(noDate.body.errors).toEqual({ startsAt: ["can't be blank"] });
      const long = await create(tia, { name: 'n'.repeat(192), details: 'd'.repeat(281) });
      expect(Object.keys(long.body.errors).sort()).toEqual(['details', 'name']);
    });

    it('answers the spec’s duration messages, whether the duration or the end is sent', async () => {
      expect((await create(tia, { duration: 4 })).body.errors).toEqual({
        duration: [EVENT_DURATION_MIN_MESSAGE],
      });
      expect((await create(tia, { duration: 361 })).body.errors).toEqual({
        duration: [EVENT_DURATION_MAX_MESSAGE],
      });
      expect((await create(tia, { endsAt: '2026-03-16T21:01:00Z' })).body.errors).toEqual({
        duration: [EVENT_DURATION_MAX_MESSAGE],
      });
      expect((await create(tia, { duration: 360 })).status).toBe(201);
    });

    it('offers Essay Grading, Curriculum Work and FL Admin only to whom the spec gives them', async () => {
      for (const type of ['Event::EssayGrading', 'Event::CurriculumWork', 'Event::FlAdmin']) {
        const refused = await create(tia, { type });
        expect(refused.status).toBe(422);
        expect(refused.body.errors).toEqual({ type: [EVENT_TYPE_NOT_OFFERED_MESSAGE] });
      }
      await ctx.db
        .update(tutors)
        .set({ essayGrader: true, curriculumWork: true })
        .where(eq(tutors.id, tiaId()));
      await ctx.db
        .update(users)
        .set({ roles: ['tutor', 'faculty_leader'] })
        .where(eq(users.id, world.users.tia.id));
      for (const type of ['Event::EssayGrading', 'Event::CurriculumWork', 'Event::FlAdmin'])
        expect((await create(tia, { type })).status).toBe(201);
    });

    it('judges the type by the calendar it goes on, not by who adds it', async () => {
      await ctx.db.update(tutors).set({ essayGrader: true }).where(eq(tutors.id, tiaId()));
      expect(
        (await create(advisor, { type: 'Event::EssayGrading', attendeeId: tiaId() })).status,
      ).toBe(201);
      const forTom = await create(advisor, { type: 'Event::EssayGrading', attendeeId: tomId() });
      expect(forTom.status).toBe(422);
      expect(forTom.body.errors).toEqual({ type: [EVENT_TYPE_NOT_OFFERED_MESSAGE] });
    });

    it('refuses an event that would end past the last storable year', async () => {
      const { status, body } = await create(tia, { startsAt: '9999-12-31T23:55:00Z' });
      expect(status).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['startsAt']);
    });

    it('needs the department and the attendee to exist', async () => {
      const { status, body } = await create(advisor, {
        departmentId: 999_999,
        attendeeId: 999_998,
      });
      expect(status).toBe(422);
      expect(Object.keys(body.errors)).toHaveLength(1);
    });
  });

  describe('changing an event', () => {
    const path = () => `/api/v2/events/${world.events.tiaPrep.id}`;

    it('lets a tutor move and rename their own event, keeping its length', async () => {
      const { status, body } = await call<EventBody>(
        tia.put(path(), {
          event: { name: 'Prep for Sam and Sid', startsAt: '2026-03-11T16:30:00Z' },
        }),
      );
      expect(status).toBe(200);
      expect(body.event).toMatchObject({
        name: 'Prep for Sam and Sid',
        startsAt: '2026-03-11T16:30:00.000Z',
        endsAt: '2026-03-11T16:45:00.000Z',
        duration: 15,
        lockVersion: 1,
      });
      expect(ctx.realtime.events[0]?.data).toEqual({
        eventId: world.events.tiaPrep.id,
        action: 'updated',
      });
    });

    it('refuses a stale version with 409 and changes nothing', async () => {
      const res = await tia.put(path(), { event: { name: 'Late', lockVersion: 7 } });
      expect(res.status).toBe(409);
      const { body } = await call<EventBody>(tia.get(path()));
      expect(body.event.name).toBe('Prep for Sam');
    });

    it('refuses moving one’s event onto someone else’s calendar', async () => {
      expect((await tia.put(path(), { event: { attendeeId: tomId() } })).status).toBe(403);
      const { body } = await call<EventBody>(tia.get(path()));
      expect(body.event.attendeeId).toBe(tiaId());
    });

    it('tells both calendars when staff move an event from one tutor to another', async () => {
      const { status } = await call<EventBody>(
        advisor.put(path(), { event: { attendeeId: tomId() } }),
      );
      expect(status).toBe(200);
      expect(ctx.realtime.events.map((e) => e.channel).sort()).toEqual(
        [
          privateUserChannel('tutor', world.users.tia.id),
          privateUserChannel('tutor', world.users.tom.id),
        ].sort(),
      );
    });

    it('answers 404 to another tutor and 403 to staff who may not change it', async () => {
      expect((await tom.put(path(), { event: { name: 'Mine now' } })).status).toBe(404);
      expect((await hr.put(path(), { event: { name: 'Mine now' } })).status).toBe(403);
    });

    it('answers 422 for a blanked field', async () => {
      const { status, body } = await call<ProblemBody>(tia.put(path(), { event: { details: '' } }));
      expect(status).toBe(422);
      expect(body.errors).toEqual({ details: ["can't be blank"] });
    });

    it('deletes one’s own event', async () => {
      expect((await tia.delete(path())).status).toBe(204);
      expect((await tia.get(path())).status).toBe(404);
      expect(ctx.realtime.events[0]?.data).toEqual({
        eventId: world.events.tiaPrep.id,
        action: 'deleted',
      });
    });
  });

  describe('canceling an event', () => {
    const cancel = (agent: TestAgent, id: number) =>
      call<EventBody & ProblemBody>(agent.put(`/api/v2/events/${id}/cancel`));

    it('keeps the event on record, canceled now, and tells the calendar', async () => {
      const { status, body } = await cancel(tia, world.events.tiaPrep.id);
      expect(status).toBe(200);
      expect(body.event.canceledAt).toBe(ctx.clock.now().toISOString());
      expect(body.event.lockVersion).toBe(1);
      expect(ctx.realtime.events).toEqual([
        {
          channel: privateUserChannel('tutor', world.users.tia.id),
          event: SCHEDULE_CHANGE_EVENT,
          data: { eventId: world.events.tiaPrep.id, action: 'canceled' },
        },
      ]);
    });

    it('refuses to cancel or change a canceled event', async () => {
      const again = await cancel(advisor, world.events.tomCall.id);
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ base: [EVENT_ALREADY_CANCELED_MESSAGE] });
      const edit = await call<ProblemBody>(
        advisor.put(`/api/v2/events/${world.events.tomCall.id}`, { event: { name: 'Again' } }),
      );
      expect(edit.status).toBe(422);
      expect(edit.body.errors).toEqual({ base: [EVENT_ALREADY_CANCELED_MESSAGE] });
    });

    it('lets only the attendee and scheduling staff cancel', async () => {
      expect((await cancel(tom, world.events.tiaPrep.id)).status).toBe(404);
      expect((await cancel(hr, world.events.tiaPrep.id)).status).toBe(403);
      expect((await cancel(sam, world.events.tiaPrep.id)).status).toBe(404);
      expect((await cancel(admin, world.events.tiaPrep.id)).status).toBe(200);
    });
  });
});
