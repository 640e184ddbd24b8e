import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent } from '../test/agent.ts';
import type { Course, Session, Tutor } from '@tp/domain';
import {
  call,
  idsOf,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

describe.each(BACKENDS)('v2 list conventions (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    admin = await ctx.signIn('admin');
  });
  afterAll(() => ctx?.close());

  const courses = (path: string) => call<ListBody<'courses', Course>>(admin.get(path));
  const course = (path: string) => call<OneBody<'course', Course>>(admin.get(path));
  const sessions = (path: string) => call<ListBody<'sessions', Session>>(admin.get(path));
  const problem = (path: string) => call<ProblemBody>(admin.get(path));

  it('answers 401 without a signed-in user', async () => {
    const res = await new TestAgent(ctx.app).get('/api/v2/courses');
    expect(res.status).toBe(401);
    expect((await call<ProblemBody>(res)).body).toEqual({ error: expect.any(String) });
  });

  it('answers the plural key and paging meta with 25 per page by default', async () => {
    const { status, body } = await courses('/api/v2/courses');
    expect(status).toBe(200);
    expect(body.courses).toHaveLength(3);
    expect(body.meta).toEqual({ totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: 25 });
  });

  it('pages with page and per', async () => {
    const { body } = await courses('/api/v2/courses?orderBy=id&orderSort=asc&per=2&page=2');
    expect(idsOf(body.courses)).toEqual([world.courses.c3.id]);
    expect(body.meta).toEqual({ totalCount: 3, totalPages: 2, pageNumber: 2, pageSize: 2 });
  });

  it('counts the records past a full page, and those of a page that is exactly full', async () => {
    // The total comes from the rows only when the page is not full (read-handlers.ts).
    const first = await courses('/api/v2/courses?orderBy=id&orderSort=asc&per=2&page=1');
    expect(first.body.meta).toEqual({ totalCount: 3, totalPages: 2, pageNumber: 1, pageSize: 2 });
    const exact = await courses('/api/v2/courses?per=3');
    expect(exact.body.meta).toEqual({ totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: 3 });
  });

  it('caps per at 1000', async () => {
    const { body } = await courses('/api/v2/courses?per=5000');
    expect(body.meta.pageSize).toBe(1000);
  });

  it('rejects a per or page that is not a positive integer with a 422 on the parameter', async () => {
    const { status, body } = await problem('/api/v2/courses?per=0&page=abc');
    expect(status).toBe(422);
    expect(body).toEqual({
      error: 'Validation failed',
      errors: { page: [expect.any(String)], per: [expect.any(String)] },
    });
  });

  it('sorts by a snake_case column in either direction', async () => {
    const asc = await courses('/api/v2/courses?orderBy=title&orderSort=asc');
    expect(asc.body.courses.map((c) => c.title)).toEqual([
      'Algebra Boost',
      'Essay Clinic',
      'SAT Prep Spring',
    ]);
    const desc = await courses('/api/v2/courses?orderBy=title&orderSort=desc');
    expect(desc.body.courses.map((c) => c.title)).toEqual([
      'SAT Prep Spring',
      'Essay Clinic',
      'Algebra Boost',
    ]);
  });

  it('rejects an unknown orderBy column and orderSort with 422', async () => {
    const { status, body } = await problem(
      '/api/v2/courses?orderBy=password_hash&orderSort=sideways',
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['orderBy', 'orderSort']);
  });

  it('filters by one value and by an array of values', async () => {
    const one = await courses('/api/v2/courses?status=published');
    expect(idsOf(one.body.courses)).toEqual([world.courses.c1.id]);
    const many = await courses('/api/v2/courses?status[]=published&status[]=canceled&orderBy=id');
    expect(idsOf(many.body.courses)).toEqual([world.courses.c1.id, world.courses.c3.id]);
    expect(many.body.meta.totalCount).toBe(2);
  });

  it('searches titles case-insensitively and treats % literally', async () => {
    const { body } = await courses('/api/v2/courses?query=sat%20PREP');
    expect(body.courses.map((c) => c.title)).toEqual(['SAT Prep Spring']);
    const literal = await courses('/api/v2/courses?query=%25');
    expect(idsOf(literal.body.courses)).toEqual([]);
  });

  it('rejects a filter value that does not parse with a 422 on the filter', async () => {
    const { status, body } = await problem('/api/v2/courses?brandId=abc');
    expect(status).toBe(422);
    expect(body.errors).toEqual({ brandId: ['must be an integer'] });
  });

  it('returns only the records named by ids[], unpaged', async () => {
    const { body } = await courses(
      `/api/v2/courses?ids[]=${world.courses.c1.id}&ids[]=${world.courses.c2.id}&orderBy=id`,
    );
    expect(idsOf(body.courses)).toEqual([world.courses.c1.id, world.courses.c2.id]);
  });

  it('returns everything with noPagination=true', async () => {
    const { body } = await sessions('/api/v2/sessions?noPagination=true&per=1');
    expect(body.sessions).toHaveLength(4);
    expect(body.meta).toEqual({ totalCount: 4, totalPages: 1, pageNumber: 1, pageSize: 4 });
  });

  it('answers an empty page past the end with the real totals', async () => {
    const { body } = await courses('/api/v2/courses?page=9');
    expect(idsOf(body.courses)).toEqual([]);
    expect(body.meta).toEqual({ totalCount: 3, totalPages: 1, pageNumber: 9, pageSize: 25 });
  });

  it('counts active enrollments on courses', async () => {
    const { body } = await course(`/api/v2/courses/${world.courses.c1.id}`);
    expect(body.course.enrollmentsCount).toBe(1);
  });

  it('embeds nested includes', async () => {
    const { body } = await course(
      `/api/v2/courses/${world.courses.c1.id}?include=brand.department,subject,sessions`,
    );
    expect(body.course.brand).toMatchObject({
      name: 'Points Academy',
      department: { name: 'Test Prep' },
    });
    expect(body.course.subject).toMatchObject({ name: 'SAT Math' });
    expect(idsOf(body.course.sessions!)).toEqual([world.sessions.s1.id, world.sessions.s2.id]);
  });

  it('embeds includes on every record of a list', async () => {
    const { body } = await sessions(
      '/api/v2/sessions?include=assignments.employee,attendances.student,course.brand,supervisor',
    );
    const s2 = body.sessions.find((s) => s.id === world.sessions.s2.id)!;
    expect(s2.supervisor).toMatchObject({
      id: world.users.tom.employeeId,
      firstName: 'Tom',
      lastInitial: 'T',
    });
    expect(s2.assignments!.map((a) => a.employee!.firstName).sort()).toEqual(['Tia', 'Tom']);
    expect(s2.attendances).toEqual([
      expect.objectContaining({
        studentId: world.students.sid,
        student: expect.objectContaining({ fullName: 'Sid Other' }),
      }),
    ]);
    expect(s2.course!.brand!.name).toBe('Points Academy');
    expect(s2.assignmentsCount).toBe(2);
    expect(s2.attendancesCount).toBe(1);
  });

  it('rejects an unknown include path with a 422 on include', async () => {
    const { status, body } = await problem('/api/v2/courses?include=brand.owner');
    expect(status).toBe(422);
    expect(body.errors.include).toEqual(['brand.owner is not an association of courses']);
  });

  it('filters sessions overlapping a window', async () => {
    const { body } = await sessions(
      '/api/v2/sessions?startsAt=2026-03-10T16:30:00Z&endsAt=2026-03-11T16:00:00Z',
    );
    expect(idsOf(body.sessions)).toEqual([world.sessions.s1.id]);
  });

  it('filters sessions by tutor: supervised or assigned', async () => {
    const { body } = await sessions(`/api/v2/sessions?tutorId=${world.users.tia.employeeId}`);
    expect(idsOf(body.sessions)).toEqual([world.sessions.s1.id, world.sessions.s2.id]);
  });

  it('filters upcoming sessions against the clock', async () => {
    const { body } = await sessions('/api/v2/sessions?upcoming=true');
    expect(idsOf(body.sessions)).toEqual([
      world.sessions.s1.id,
      world.sessions.s2.id,
      world.sessions.s4.id,
    ]);
  });

  it('serialises tutors without secrets', async () => {
    const { body } = await call<OneBody<'tutor', Tutor>>(
      admin.get(`/api/v2/tutors/${world.users.tia.tutorId}`),
    );
    expect(body.tutor).toMatchObject({
      id: world.users.tia.tutorId,
      userId: world.users.tia.id,
      email: 'tutor@fixture.test',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|calendarToken|csrf/i);
  });

  it('answers 404 for a missing record and a non-numeric id', async () => {
    expect((await admin.get('/api/v2/courses/999999')).status).toBe(404);
    expect((await admin.get('/api/v2/courses/abc')).status).toBe(404);
  });
});
