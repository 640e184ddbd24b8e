import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { students } from '../../db/schema/index.ts';
import { call, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';
import { TestAgent } from '../../test/agent.ts';

type UserBody = { user: AuthUser };
type ErrorBody = { error: string; errors?: Record<string, string[]> };

describe.each(BACKENDS)('PUT /api/profile.json (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
  });
  afterAll(() => ctx?.close());
  const putProfile = (agent: TestAgent, user: Record<string, unknown>) =>
    call<UserBody & ErrorBody>(agent.put('/api/profile.json', { user }));

  it('updates the signed-in user and session.json reflects it', async () => {
    const tia = await ctx.signIn('tia');
    const { status, body } = await putProfile(tia, {
      firstName: ' Tia ',
      lastName: 'Renamed',
      phone: '+1 (212) 555-0123',
      timeZone: 'America/Denver',
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      id: world.users.tia.id,
      firstName: 'Tia',
      lastName: 'Renamed',
      phone: '+12125550123',
      timeZone: 'America/Denver',
    });
    const session = await call<UserBody>(tia.get('/api/session.json'));
    expect(session.body.user).toMatchObject({ lastName: 'Renamed', timeZone: 'America/Denver' });
  });

  it('changes only the fields sent', async () => {
    const tom = await ctx.signIn('tom');
    const before = (await call<UserBody>(tom.get('/api/session.json'))).body.user;
    const { status, body } = await putProfile(tom, { timeZone: 'Europe/London' });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      firstName: before.firstName,
      lastName: before.lastName,
      timeZone: 'Europe/London',
    });
  });

  it("sets a student's zone on their student record too, which their planner shows", async () => {
    const sam = await ctx.signIn('sam');
    const { status } = await putProfile(sam, { timeZone: 'America/Phoenix' });
    expect(status).toBe(200);
    const [row] = await ctx.db
      .select({ timeZone: students.timeZone })
      .from(students)
      .where(eq(students.id, world.students.sam));
    expect(row!.timeZone).toBe('America/Phoenix');
    const read = await call<{ student: { timeZone: string } }>(
      sam.get(`/api/v2/students/${world.students.sam}`),
    );
    expect(read.body.student.timeZone).toBe('America/Phoenix');
  });

  it('refuses a bad phone with 422 on the phone field', async () => {
    const tia = await ctx.signIn('tia');
    const { status, body } = await putProfile(tia, { phone: '12345' });
    expect(status).toBe(422);
    expect(body.errors?.phone).toEqual(['This is not a valid phone number.']);
  });

  it('refuses an unknown time zone with 422 on the timeZone field', async () => {
    const tia = await ctx.signIn('tia');
    const { status, body } = await putProfile(tia, { timeZone: 'Mars/Olympus_Mons' });
    expect(status).toBe(422);
    expect(body.errors?.timeZone).toEqual(['Choose a time zone from the list.']);
  });

  it('refuses a blank first name with 422', async () => {
    const tia = await ctx.signIn('tia');
    const { status, body } = await putProfile(tia, { firstName: '   ' });
    expect(status).toBe(422);
    expect(body.errors?.firstName).toEqual(["can't be blank"]);
  });

  it('answers 401 when signed out', async () => {
    const anonymous = new TestAgent(ctx.app);
    await anonymous.get('/api/session.json');
    const { status } = await putProfile(anonymous, { firstName: 'Nobody' });
    expect(status).toBe(401);
  });

  it('answers 403 without the CSRF header', async () => {
    const tia = await ctx.signIn('tia');
    const res = await tia.request('PUT', '/api/profile.json', {
      body: { user: { firstName: 'Forged' } },
      csrf: false,
    });
    expect(res.status).toBe(403);
  });

  it("edits the spoofed user's profile while spoofing", async () => {
    const admin = await ctx.signIn('admin');
    admin.spoof = `Tutor-${world.users.tia.tutorId}`;
    const { status, body } = await putProfile(admin, { timeZone: 'America/Phoenix' });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      id: world.users.tia.id,
      timeZone: 'America/Phoenix',
      spoofedBy: { id: world.users.admin.id },
    });
    admin.spoof = null;
    const own = await call<UserBody>(admin.get('/api/session.json'));
    expect(own.body.user.timeZone).not.toBe('America/Phoenix');
  });

  it('refuses a name with a NUL byte (422 on the field), which the database could not store', async () => {
    const tia = await ctx.signIn('tia');
    const { status, body } = await putProfile(tia, { firstName: 'a\u0000b' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ firstName: ['must not contain control characters'] });
  });
});
