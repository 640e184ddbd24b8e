import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarTokenAnswer } from '@tp/domain';
import { createApp } from '../../app.ts';
import { assignments, courses, events, sessions, users } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import { call, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

const MINUTE_MS = 60_000;

/**
 * Sessions at instants a tutor's zone reads ambiguously (the wall time of a daylight-saving
 * change's repeated hour, or Lord Howe's repeated half hour) or across a skipped one, their
 * lengths in minutes, and the wall time each starts at in the zone.
 */
const CASES = [
  {
    zone: 'Australia/Lord_Howe',
    // 2026-04-05 02:00 (+11) falls back to 01:30 (+10:30): 01:45 comes twice.
    instants: ['2026-04-04T14:45:00Z', '2026-04-04T15:15:00Z'],
    minutes: [30, 60],
    localStarts: ['01:45', '01:45'],
  },
  {
    zone: 'Australia/Lord_Howe',
    // 2026-10-04 02:00 (+10:30) springs to 02:30 (+11): 01:45 runs into the skipped half hour.
    instants: ['2026-10-03T15:15:00Z'],
    minutes: [60],
    localStarts: ['01:45'],
  },
  {
    zone: 'America/New_York',
    // 2026-11-01 02:00 EDT falls back to 01:00 EST: 01:30 comes twice.
    instants: ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z'],
    minutes: [60, 60],
    localStarts: ['01:30', '01:30'],
  },
  {
    zone: 'America/New_York',
    // 2026-03-08 02:00 EST springs to 03:00 EDT: 01:30 to 03:30 is one hour.
    instants: ['2026-03-08T06:30:00Z'],
    minutes: [60],
    localStarts: ['01:30'],
  },
  {
    zone: 'Europe/London',
    // 2026-10-25 02:00 BST falls back to 01:00 GMT: 01:30 comes twice.
    instants: ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'],
    minutes: [60, 60],
    localStarts: ['01:30', '01:30'],
  },
  {
    zone: 'Europe/London',
    // 2026-03-29 01:00 GMT springs to 02:00 BST: 00:30 to 02:30 is one hour.
    instants: ['2026-03-29T00:30:00Z'],
    minutes: [60],
    localStarts: ['00:30'],
  },
] as const;

/** Reads a feed as a calendar app does, through ical.js: every VEVENT's instants. */
function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
      isDate: event.startDate.isDate,
      startDate: event.startDate.toString(),
      endDate: event.endDate.toString(),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
}

/** HH:mm of an instant on the wall clock of a zone. */
const wallTime = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

describe.each(BACKENDS)('the calendar feed’s times and names (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let tia: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [tia] = await ctx.signInAs('tia');
  });
  afterAll(() => ctx?.close());

  async function createToken() {
    const { status, body } = await call<CalendarTokenAnswer>(
      tia.post(`/api/v2/tutors/${world.users.tia.tutorId!}/calendar_token`),
    );
    expect(status, JSON.stringify(body)).toBe(201);
    return body;
  }

  async function sessionsAt(
    instants: readonly string[],
    minutes: readonly number[],
  ): Promise<number[]> {
    const rows = await ctx.db
      .insert(sessions)
      .values(
        instants.map((startsAt, index) => ({
          courseId: world.courses.c1.id,
          supervisorId: world.users.tia.employeeId!,
          startsAt: new Date(startsAt),
          endsAt: new Date(new Date(startsAt).getTime() + minutes[index]! * MINUTE_MS),
          duration: minutes[index]!,
          type: 'Tutoring',
        })),
      )
      .returning();
    await ctx.db.insert(assignments).values(
      rows.map((session) => ({
        sessionId: session.id,
        employeeId: world.users.tia.employeeId!,
        supervisor: true,
      })),
    );
    return rows.map((row) => row.id);
  }

  it.each(CASES)(
    'writes sessions at a daylight-saving change in $zone so a parser reads their real instants',
    async ({ zone, instants, minutes, localStarts }) => {
      await ctx.db.update(users).set({ timeZone: zone }).where(eq(users.id, world.users.tia.id));
      const ids = await sessionsAt(instants, minutes);
      const { calendarPath } = await createToken();
      // Fetched near the change, so it lies in the feed's window.
      ctx.clock.set(new Date(instants[0]));
      const text = await (await new TestAgent(ctx.app).get(calendarPath)).text();

      const items = parsedEvents(text);
      ids.forEach((id, index) => {
        const item = items.find((i) => i.uid === `session-${id}@localhost`)!;
        const start = new Date(instants[index]!);
        expect(item.start).toEqual(start);
        expect(item.end.getTime() - item.start.getTime()).toBe(minutes[index]! * MINUTE_MS);
        expect(wallTime(item.start, zone)).toBe(localStarts[index]);
        // In UTC: no wall time of the zone, which a repeated or skipped hour would blur.
        expect(item.startDate).toMatch(/Z$/);
      });
      expect(text).toContain(`X-WR-TIMEZONE:${zone}\r\n`);
    },
  );

  it('ends every line, the last too, with CRLF', async () => {
    const { calendarPath } = await createToken();
    const text = await (await new TestAgent(ctx.app).get(calendarPath)).text();
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('names students by first name and last initial, in course titles too', async () => {
    await ctx.db
      .update(courses)
      .set({ title: 'Private Tutoring: Sam Student' })
      .where(eq(courses.id, world.courses.c1.id));
    await ctx.db
      .update(events)
      .set({ studentId: world.students.sam, details: 'Go over Sam Student’s essay' })
      .where(eq(events.id, world.events.tiaPrep.id));
    const { calendarPath } = await createToken();
    const text = await (await new TestAgent(ctx.app).get(calendarPath)).text();

    expect(text).not.toMatch(/Sam Student/);
    const s1 = parsedEvents(text).find(
      (i) => i.uid === `session-${world.sessions.s1.id}@localhost`,
    )!;
    expect(s1.summary).toBe('Private Tutoring: Sam S.');
    // Sam attends s1: the description lists the session's students.
    expect(s1.description).toBe('Students: Sam S.');
    const prep = parsedEvents(text).find(
      (i) => i.uid === `event-${world.events.tiaPrep.id}@localhost`,
    )!;
    expect(prep.description).toBe('Go over Sam S.’s essay');
  });

  it('writes an all-day event as the dates of the tutor’s zone', async () => {
    await ctx.db
      .update(users)
      .set({ timeZone: 'Australia/Lord_Howe' })
      .where(eq(users.id, world.users.tia.id));
    // Lord Howe's midnight of 2026-03-12 (+11) to that of 2026-03-13: still the 11th in UTC.
    await ctx.db
      .update(events)
      .set({
        allDay: true,
        startsAt: new Date('2026-03-11T13:00:00Z'),
        endsAt: new Date('2026-03-12T13:00:00Z'),
      })
      .where(eq(events.id, world.events.tiaPrep.id));
    const { calendarPath } = await createToken();
    const text = await (await new TestAgent(ctx.app).get(calendarPath)).text();
    const prep = parsedEvents(text).find(
      (i) => i.uid === `event-${world.events.tiaPrep.id}@localhost`,
    )!;
    expect(prep).toMatchObject({ isDate: true, startDate: '2026-03-12', endDate: '2026-03-13' });
  });

  it('takes its UIDs and links from the configured address, never the request’s Host', async () => {
    const { calendarPath } = await createToken();
    const fetchAs = async (app: ReturnType<typeof createApp>, host: string) =>
      (await app.request(calendarPath, { headers: { Host: host } })).text();
    const forged = await fetchAs(ctx.app, 'evil.example');
    expect(forged).not.toContain('evil.example');
    expect(forged).toBe(await fetchAs(ctx.app, 'localhost'));

    const configured = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, publicUrl: 'https://app.example.com/' },
    });
    const items = parsedEvents(await fetchAs(configured, 'evil.example'));
    const s1 = items.find((i) => i.uid === `session-${world.sessions.s1.id}@app.example.com`)!;
    expect(s1.url).toBe(`https://app.example.com/tutor/sessions/${world.sessions.s1.id}`);
    expect(items.every((i) => i.uid.endsWith('@app.example.com'))).toBe(true);
  });
});
