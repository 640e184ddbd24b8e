import {
  DEMO_HR_EMAIL,
  DEMO_LOGINS,
  DEMO_OPTIMIZER_EMAIL,
  DEMO_PASSWORD,
  generateDemoWorld,
} from '../db/demo-world/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, MessageRecipientOption, Session } from '@tp/domain';
import { hashPassword } from '../auth/password.ts';
import { seedDemoWorld } from '../db/seed.ts';
import { TestAgent } from '../test/agent.ts';
import { call, type ListBody } from '../test/fixtures.ts';
import { BACKENDS, TEST_NOW, createTestContext, type TestContext } from '../test/harness.ts';
import { RESOURCES } from './registry.ts';

/** The resources against the demo world everyone sees: real volumes, every demo login. */
describe.each(BACKENDS)('v2 resources over the demo world (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await seedDemoWorld(ctx.db, generateDemoWorld({ now: TEST_NOW }), {
      passwordHash: await hashPassword(DEMO_PASSWORD),
      files: ctx.deps.files,
    });
  });
  afterAll(() => ctx?.close());

  const signIn = (email: string) => new TestAgent(ctx.app).signIn(email, DEMO_PASSWORD);

  it('serialises every record of every resource in its documented shape', async () => {
    const admin = await signIn('admin@demo.test');
    // Records only their owners read (notices) are read by a demo login that has some.
    const tutor = await signIn('tutor@demo.test');
    for (const resource of RESOURCES) {
      const path = `/api/v2/${resource.name}?noPagination=true`;
      let { status, body } = await call<ListBody<string, unknown>>(admin.get(path));
      if (status === 403)
        ({ status, body } = await call<ListBody<string, unknown>>(tutor.get(path)));
      expect(status, resource.name).toBe(200);
      for (const record of body[resource.name]!) {
        const parsed = resource.contract.record.safeParse(record);
        expect(parsed.success, `${resource.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
          true,
        );
      }
    }
  });

  it('shows staff messages sent to employees too, with a cc, added addresses and files that download', async () => {
    const admin = await signIn('admin@demo.test');
    const { status, body } = await call<ListBody<'messages', Message>>(
      admin.get('/api/v2/messages?noPagination=true'),
    );
    expect(status).toBe(200);
    const toStaff = body.messages.filter((m) => m.employeeRecipientIds.length > 0);
    expect(toStaff.length).toBeGreaterThan(0);
    // Each employee recipient is one compose offers for that course (its host, an advisor).
    for (const message of toStaff.slice(0, 5)) {
      const options = await call<{ recipients: MessageRecipientOption[] }>(
        admin.get(
          `/api/v2/messages/recipients?regardingType=Course&regardingId=${message.courseId}`,
        ),
      );
      const offered = options.body.recipients
        .filter((o) => o.recipientType === 'Employee')
        .map((o) => o.recipientId);
      expect(offered).toEqual(expect.arrayContaining(message.employeeRecipientIds));
    }
    const typed = body.messages.find((m) => m.cc !== '' && m.additionalRecipients !== '');
    expect(typed).toBeDefined();
    const files = body.messages.flatMap((m) => m.uploads);
    expect(files.length).toBeGreaterThan(0);
    const pdf = files.find((file) => file.contentType === 'application/pdf')!;
    const download = await admin.get(pdf.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/pdf');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.byteLength).toBe(pdf.byteSize);
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    // As for any message's file: not a tutor's to read.
    const tutor = await signIn('tutor@demo.test');
    expect((await tutor.get(pdf.url)).status).toBe(404);
  });

  it("gives the demo tutor a week of their own sessions, the calendar's call", async () => {
    const tutor = await signIn('tutor@demo.test');
    const me = await call<{ user: { employeeId: number } }>(tutor.get('/api/session.json'));
    const query =
      `tutorId=${me.body.user.employeeId}&startsAt=2026-03-09T00:00:00Z&endsAt=2026-03-16T00:00:00Z` +
      '&per=150&include=assignments,attendances';
    const { status, body } = await call<ListBody<'sessions', Session>>(
      tutor.get(`/api/v2/sessions?${query}`),
    );
    expect(status).toBe(200);
    expect(body.sessions.length).toBeGreaterThan(0);
    for (const session of body.sessions) {
      const teaches =
        session.supervisorId === me.body.user.employeeId ||
        session.assignments!.some((a) => a.employeeId === me.body.user.employeeId);
      expect(teaches).toBe(true);
    }
  });

  it('gives HR a login that reads payroll items without their rate and pay', async () => {
    const hr = await signIn(DEMO_HR_EMAIL);
    const me = await call<{ user: { roles: string[] } }>(hr.get('/api/session.json'));
    expect(me.status).toBe(200);
    expect(me.body.user.roles).toEqual(['hr']);
    const items = await call<ListBody<'payroll_items', Record<string, unknown>>>(
      hr.get('/api/v2/payroll_items?per=5'),
    );
    expect(items.status).toBe(200);
    expect(items.body.payroll_items.length).toBeGreaterThan(0);
    for (const item of items.body.payroll_items) {
      expect(item).not.toHaveProperty('rate');
      expect(item).not.toHaveProperty('pay');
    }
  });

  it('gives the program optimizer a login that adds a recommendation about a student', async () => {
    const optimizer = await signIn(DEMO_OPTIMIZER_EMAIL);
    const me = await call<{ user: { roles: string[] } }>(optimizer.get('/api/session.json'));
    expect(me.body.user.roles).toEqual(['program_optimizer']);
    const made = await optimizer.post('/api/v2/notes', {
      note: {
        regardingType: 'Student',
        regardingId: 1,
        kind: 'Recommendation',
        body: 'Add SAT math',
      },
    });
    expect(made.status).toBe(201);
  });

  it('lets each demo login read what its role allows and nothing staff-only', async () => {
    for (const login of DEMO_LOGINS) {
      const agent = await signIn(login.email);
      const sessions = await agent.get('/api/v2/sessions');
      expect(sessions.status, login.email).toBe(200);
      const roles: readonly string[] = login.roles;
      const isFamily = roles.includes('student') || roles.includes('parent');
      const tutors = await call<ListBody<'tutors', Record<string, unknown>>>(
        agent.get('/api/v2/tutors?per=100'),
      );
      expect(tutors.status, login.email).toBe(200);
      // Families see every tutor's first name, last initial and avatar, and nothing else.
      if (isFamily) {
        for (const tutor of tutors.body.tutors) {
          expect(Object.keys(tutor).sort(), login.email).toEqual(
            ['avatarUrl', 'firstName', 'id', 'lastInitial'].sort(),
          );
        }
      }
      const users = await agent.get('/api/v2/users');
      expect(users.status, login.email).toBe(isFamily || roles.includes('tutor') ? 403 : 200);
    }
  });
});
