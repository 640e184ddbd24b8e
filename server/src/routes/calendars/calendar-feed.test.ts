import { CALENDAR_TOKEN_PATTERN, type CalendarTokenAnswer, type Tutor } from '@tp/domain';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { assignments, employees, sessions, tutors, users } from '../../db/schema/index.ts';
import { nodeCrypto } from '../../platform/node-crypto.ts';
import { TestAgent } from '../../test/agent.ts';
import { call, type OneBody, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

/** What a calendar app reads of one VEVENT, through a real parser (ical.js). */
interface ParsedItem {
  uid: string;
  summary: string;
  status: string | null;
  start: Date;
  end: Date;
  sequence: number;
  url: string | null;
}

/** Parses a feed as a calendar app would: its VTIMEZONEs registered, every VEVENT read. */
function parseFeed(text: string): { calendar: ICAL.Component; items: ParsedItem[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const items = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      sequence: event.sequence,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
    };
  });
  return { calendar, items };
}

describe.each(BACKENDS)('the personal calendar feed (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let tia: TestAgent;
  let tom: TestAgent;
  let admin: TestAgent;
  let advisor: TestAgent;
  let sam: TestAgent;
  let anonymous: TestAgent;
  let februarySessionId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [tia, tom, admin, advisor, sam] = await ctx.signInAs('tia', 'tom', 'admin', 'advisor', 'sam');
    anonymous = new TestAgent(ctx.app);
    await ctx.db
      .update(users)
      .set({ timeZone: 'America/Chicago' })
      .where(eq(users.id, world.users.tia.id));
    // Before the daylight-saving change of 2026-03-08 (CST), and two outside the window.
    const inserted = await ctx.db
      .insert(sessions)
      .values(
        ['2026-02-20T16:00:00Z', '2026-01-20T16:00:00Z', '2026-10-01T16:00:00Z'].map(
          (startsAt) => ({
            courseId: world.courses.c1.id,
            supervisorId: world.users.tia.employeeId!,
            startsAt: new Date(startsAt),
            endsAt: new Date(new Date(startsAt).getTime() + 3_600_000),
            duration: 60,
            type: 'Tutoring',
          }),
        ),
      )
      .returning();
    februarySessionId = inserted[0]!.id;
    await ctx.db.insert(assignments).values(
      inserted.map((session) => ({
        sessionId: session.id,
        employeeId: world.users.tia.employeeId!,
        supervisor: true,
      })),
    );
  });
  afterAll(() => ctx?.close());

  const tiaId = () => world.users.tia.tutorId!;
  const createToken = (agent: TestAgent, tutorId = tiaId()) =>
    call<CalendarTokenAnswer>(agent.post(`/api/v2/tutors/${tutorId}/calendar_token`));
  const feed = (path: string) => anonymous.get(path);

  it('gives the tutor a token once, keeping only its SHA-256 digest', async () => {
    const { status, body } = await createToken(tia);
    expect(status).toBe(201);
    expect(body.calendarToken).toMatch(CALENDAR_TOKEN_PATTERN);
    expect(body.calendarPath).toBe(`/api/webhooks/calendars/${body.calendarToken}`);
    expect(body.calendarUrl).toBe(`http://localhost${body.calendarPath}`);
    const [row] = await ctx.db
      .select({ stored: tutors.calendarToken })
      .from(tutors)
      .where(eq(tutors.id, tiaId()));
    expect(row!.stored).toBe(nodeCrypto.sha256Hex(body.calendarToken));
    expect(row!.stored).not.toContain(body.calendarToken);
    const tutor = await call<OneBody<'tutor', Tutor>>(tia.get(`/api/v2/tutors/${tiaId()}`));
    expect(tutor.body.tutor.calendarFeedActive).toBe(true);
    expect(JSON.stringify(tutor.body)).not.toContain(body.calendarToken);
  });

  it('serves the tutor’s sessions and events as an iCalendar a parser reads', async () => {
    const { body } = await createToken(tia);
    const res = await feed(body.calendarPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const text = await res.text();
    if (process.env.SHOW_FEED) console.log(text);
    const { calendar, items } = parseFeed(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const { s1, s2 } = world.sessions;
    expect(items.map((i) => i.uid).sort()).toEqual(
      [
        `session-${s1.id}@localhost`,
        // Tia is assigned to s2 without supervising it: it is on her calendar too.
        `session-${s2.id}@localhost`,
        `session-${februarySessionId}@localhost`,
        `event-${world.events.tiaPrep.id}@localhost`,
      ].sort(),
    );
    const first = items.find((i) => i.uid === `session-${s1.id}@localhost`)!;
    expect(first).toMatchObject({
      summary: 'SAT Prep Spring',
      status: 'CONFIRMED',
      start: new Date('2026-03-10T16:00:00Z'),
      end: new Date('2026-03-10T17:00:00Z'),
    });
    // The link opens the session's page in the tutor app (a bare /sessions/{id} is no route).
    expect(new URL(first.url!).pathname).toBe(`/tutor/sessions/${s1.id}`);
    const prep = items.find((i) => i.uid.startsWith('event-'))!;
    expect(prep).toMatchObject({
      summary: 'Prep Time: Prep for Sam',
      start: new Date('2026-03-11T14:00:00Z'),
      end: new Date('2026-03-11T14:15:00Z'),
    });
  });

  it('writes times on both sides of a daylight-saving change in UTC, naming the tutor’s zone', async () => {
    const { body } = await createToken(tia);
    const text = await (await feed(body.calendarPath)).text();
    expect(text).toContain('X-WR-TIMEZONE:America/Chicago\r\n');
    expect(text).not.toContain('TZID');
    const { items } = parseFeed(text);
    const february = items.find((i) => i.uid === `session-${februarySessionId}@localhost`)!;
    // Before Chicago's change of 2026-03-08 (CST) and after it (CDT).
    expect(february.start).toEqual(new Date('2026-02-20T16:00:00Z'));
    expect(text).toContain('DTSTART:20260220T160000Z\r\n');
    const march = items.find((i) => i.uid === `session-${world.sessions.s1.id}@localhost`)!;
    expect(march.start).toEqual(new Date('2026-03-10T16:00:00Z'));
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  });

  it('keeps its UIDs and content from one fetch to the next', async () => {
    const { body } = await createToken(tia);
    const once = await (await feed(body.calendarPath)).text();
    const twice = await (await feed(body.calendarPath)).text();
    expect(twice).toBe(once);
    expect(parseFeed(twice).items.map((i) => i.uid)).toEqual(
      parseFeed(once).items.map((i) => i.uid),
    );
  });

  it('shows canceled sessions and events as CANCELLED, a moved one with a higher sequence', async () => {
    const { body } = await createToken(tia);
    expect((await tia.put(`/api/v2/events/${world.events.tiaPrep.id}/cancel`)).status).toBe(200);
    await ctx.db
      .update(sessions)
      .set({ canceledAt: new Date('2026-03-09T00:00:00Z') })
      .where(eq(sessions.id, world.sessions.s1.id));
    const { items } = parseFeed(await (await feed(body.calendarPath)).text());
    const status = (uid: string) => items.find((i) => i.uid === uid)?.status;
    expect(status(`event-${world.events.tiaPrep.id}@localhost`)).toBe('CANCELLED');
    expect(status(`session-${world.sessions.s1.id}@localhost`)).toBe('CANCELLED');
    expect(status(`session-${world.sessions.s2.id}@localhost`)).toBe('CONFIRMED');
    expect(items.find((i) => i.uid.startsWith('event-'))!.sequence).toBe(1);
  });

  it('never shows a tutor another tutor’s calendar', async () => {
    const { status, body } = await createToken(tom, world.users.tom.tutorId!);
    expect(status).toBe(201);
    const { items } = parseFeed(await (await feed(body.calendarPath)).text());
    const { s2, s3, s4 } = world.sessions;
    expect(items.map((i) => i.uid).sort()).toEqual(
      [
        `session-${s2.id}@localhost`,
        `session-${s3.id}@localhost`,
        `session-${s4.id}@localhost`,
        `event-${world.events.tomAdmin.id}@localhost`,
        `event-${world.events.tomCall.id}@localhost`,
      ].sort(),
    );
  });

  it('stops the old address when a new token is made, and every address once revoked', async () => {
    const old = await createToken(tia);
    const fresh = await createToken(tia);
    expect(fresh.body.calendarToken).not.toBe(old.body.calendarToken);
    expect((await feed(old.body.calendarPath)).status).toBe(404);
    expect((await feed(fresh.body.calendarPath)).status).toBe(200);
    expect((await tia.delete(`/api/v2/tutors/${tiaId()}/calendar_token`)).status).toBe(204);
    expect((await feed(fresh.body.calendarPath)).status).toBe(404);
    const tutor = await call<OneBody<'tutor', Tutor>>(tia.get(`/api/v2/tutors/${tiaId()}`));
    expect(tutor.body.tutor.calendarFeedActive).toBe(false);
  });

  it('answers an unknown or malformed token 404 and nothing more', async () => {
    const unknown = await call<{ error: string }>(
      feed(`/api/webhooks/calendars/${'A'.repeat(43)}`),
    );
    expect(unknown).toEqual({ status: 404, body: { error: 'Not found.' } });
    expect((await feed(`/api/webhooks/calendars/${'x'.repeat(5000)}`)).status).toBe(404);
    expect((await feed('/api/webhooks/calendars/%00')).status).toBe(404);
  });

  it('stops the feed of a tutor who has left', async () => {
    const { body } = await createToken(tia);
    await ctx.db.update(employees).set({ active: false }).where(eq(employees.id, tiaId()));
    expect((await feed(body.calendarPath)).status).toBe(404);
  });

  it('lets only the tutor themself and admins make or revoke the token', async () => {
    const path = `/api/v2/tutors/${tiaId()}/calendar_token`;
    expect((await tom.post(path)).status).toBe(403);
    expect((await advisor.post(path)).status).toBe(403);
    expect((await sam.post(path)).status).toBe(403);
    expect((await tom.delete(path)).status).toBe(403);
    expect((await createToken(admin)).status).toBe(201);
    expect((await admin.delete(path)).status).toBe(204);
    const signedOut = new TestAgent(ctx.app);
    await signedOut.get('/api/session.json');
    expect((await signedOut.post(path)).status).toBe(401);
  });

  it('is rate-limited per address like the other public token calls', async () => {
    const { body } = await createToken(tia);
    const limited = createApp({
      ...ctx.deps,
      config: {
        ...ctx.deps.config,
        rateLimits: { ...ctx.deps.config.rateLimits, feed: 2 },
      },
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await limited.request(body.calendarPath)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
