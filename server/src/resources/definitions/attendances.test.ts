import { ATTENDANCE_POINTS_INCREMENT_MAX, type Attendance } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { fetchOpenApiDocument } from '../../test/harness/openapi-operations.ts';

describe.each(BACKENDS)('attendance points (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let tutor: TestAgent;
  let student: TestAgent;
  /** Sam on s1 (Tia supervises it) and Sid on s2 (Tom supervises it, Tia is assigned). */
  let onTiasSession: Attendance;
  let onTomsSession: Attendance;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, tutor, student] = await ctx.signInAs('admin', 'tia', 'sam');
    const attendanceOn = async (sessionId: number) => {
      const { body } = await call<ListBody<'attendances', Attendance>>(
        admin.get(`/api/v2/attendances?sessionId=${sessionId}`),
      );
      return body.attendances[0]!;
    };
    onTiasSession = await attendanceOn(world.sessions.s1.id);
    onTomsSession = await attendanceOn(world.sessions.s2.id);
  });
  afterAll(() => ctx?.close());

  const increment = (agent: TestAgent, id: number, body: unknown) =>
    call<OneBody<'attendance', Attendance> & ProblemBody>(
      agent.put(`/api/v2/attendances/${id}/increment_points`, body),
    );
  const attendance = async (id: number) =>
    (await call<OneBody<'attendance', Attendance>>(admin.get(`/api/v2/attendances/${id}`))).body
      .attendance;

  it('adds points to what is stored and moves the lockVersion, for the session’s supervisor', async () => {
    const { status, body } = await increment(tutor, onTiasSession.id, { points: 5 });
    expect(status).toBe(200);
    expect(body.attendance.points).toBe(onTiasSession.points + 5);
    expect(body.attendance.lockVersion).toBe(onTiasSession.lockVersion + 1);
    const again = await increment(admin, onTiasSession.id, { points: 2 });
    expect(again.body.attendance.points).toBe(onTiasSession.points + 7);
  });

  it('refuses a tutor who does not supervise the session (403) and a student (403)', async () => {
    expect((await increment(tutor, onTomsSession.id, { points: 1 })).status).toBe(403);
    expect((await increment(student, onTiasSession.id, { points: 1 })).status).toBe(403);
    expect(await attendance(onTomsSession.id)).toEqual(onTomsSession);
  });

  it('answers 422 for points that are not a whole number from 1 to the maximum', async () => {
    for (const points of [0, -3, 1.5, ATTENDANCE_POINTS_INCREMENT_MAX + 1, '2', null]) {
      const { status, body } = await increment(admin, onTiasSession.id, { points });
      expect(status, JSON.stringify(points)).toBe(422);
      expect(body.errors).toHaveProperty('points');
    }
    expect((await increment(admin, onTiasSession.id, {})).status).toBe(422);
    expect(await attendance(onTiasSession.id)).toEqual(onTiasSession);
  });

  it('never takes a points total from an update or a create', async () => {
    // Notes may be written once attendance opens, 30 minutes before s1's start (16:00).
    ctx.clock.set(new Date('2026-03-10T16:00:00Z'));
    // A total sent with an update is refused by name, and nothing of the update is stored.
    const refused = await call<ProblemBody>(
      admin.put(`/api/v2/attendances/${onTiasSession.id}`, {
        attendance: { attended: true, notes: 'Great focus', points: 999 },
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('points');
    expect(await attendance(onTiasSession.id)).toEqual(onTiasSession);
    const updated = await call<OneBody<'attendance', Attendance>>(
      admin.put(`/api/v2/attendances/${onTiasSession.id}`, {
        attendance: { attended: true, notes: 'Great focus' },
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.attendance).toMatchObject({ notes: 'Great focus', points: 0 });
    const document = await fetchOpenApiDocument(ctx.app);
    for (const name of ['AttendanceCreate', 'AttendanceUpdate']) {
      expect(document.components.schemas[name]!.properties, name).not.toHaveProperty('points');
    }
  });
});
