import {
  COURSE_HAS_ENROLLMENTS_MESSAGE,
  type Course,
  type CourseRoster,
  type History,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  brands,
  courses,
  departments,
  sessions,
  tutorDepartments,
  tutors,
} from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
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

type CourseBody = OneBody<'course', Course>;
type HistoryList = ListBody<'histories', History>;

describe.each(BACKENDS)('courses (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let tutor: TestAgent;
  let parent: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor, tutor, parent] = await ctx.signInAs('admin', 'advisor', 'tia', 'pam');
  });
  afterAll(() => ctx?.close());

  const create = (agent: TestAgent, overrides: Record<string, unknown> = {}) =>
    call<CourseBody>(
      agent.post('/api/v2/courses', {
        course: {
          title: 'Geometry Bootcamp',
          name: 'geo-boot',
          brandId: world.brands.points.id,
          subjectId: world.subjects.math.id,
          hostId: world.users.tia.employeeId,
          schedule: 'Tue & Thu 5pm',
          startsAt: '2026-04-01',
          endsAt: '2026-05-31',
          duration: 1200,
          ...overrides,
        },
      }),
    );
  const historyOf = async (courseId: number) =>
    (
      await call<HistoryList>(
        admin.get(`/api/v2/histories?referenceType=Course&referenceId=${courseId}&per=100`),
      )
    ).body.histories;

  it('creates a course with calendar dates and writes its history', async () => {
    const { status, body } = await create(admin);
    expect(status).toBe(201);
    expect(body.course).toMatchObject({
      title: 'Geometry Bootcamp',
      status: 'unpublished',
      startsAt: '2026-04-01',
      endsAt: '2026-05-31',
      hostId: world.users.tia.employeeId,
      schedule: 'Tue & Thu 5pm',
      sessionsCount: 0,
    });
    const history = await historyOf(body.course.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      change: 'Course created',
      referenceType: 'Course',
      updatedBy: 'Ada Admin',
    });
  });

  it('refuses an end before the start, an unknown brand and a non-date, on the fields', async () => {
    const early = await call<ProblemBody>(
      admin.post('/api/v2/courses', {
        course: {
          title: 'X',
          name: 'x',
          brandId: world.brands.points.id,
          startsAt: '2026-04-02',
          endsAt: '2026-04-01',
        },
      }),
    );
    expect(early.status).toBe(422);
    expect(early.body.errors.endsAt).toEqual(['must be on or after the start date']);
    const noBrand = await create(admin, { brandId: 999_999 });
    expect(noBrand.status).toBe(422);
    expect((noBrand.body as unknown as ProblemBody).errors.brandId).toEqual(['must exist']);
    const notDate = await create(admin, { startsAt: '2026-04-01T10:00:00Z' });
    expect(notDate.status).toBe(422);
  });

  it('stores a lead source, embeds it, filters by it, and refuses an unknown one', async () => {
    const school = world.leadSources.school;
    const { status, body } = await create(admin, { leadSourceId: school.id });
    expect(status).toBe(201);
    expect(body.course.leadSourceId).toBe(school.id);
    const shown = await call<CourseBody>(
      admin.get(`/api/v2/courses/${body.course.id}?include=leadSource`),
    );
    expect(shown.body.course.leadSource).toMatchObject({ id: school.id, name: school.name });
    const byLeadSource = await call<ListBody<'courses', Course>>(
      admin.get(`/api/v2/courses?leadSourceId=${school.id}`),
    );
    expect(byLeadSource.body.courses.map((c) => c.id)).toContain(body.course.id);

    const unknown = await create(admin, { leadSourceId: 999_999 });
    expect(unknown.status).toBe(422);
    expect((unknown.body as unknown as ProblemBody).errors.leadSourceId).toEqual(['must exist']);
    const cleared = await call<CourseBody>(
      admin.put(`/api/v2/courses/${body.course.id}`, { course: { leadSourceId: null } }),
    );
    expect(cleared.body.course.leadSourceId).toBeNull();
    const history = await historyOf(body.course.id);
    expect(history.map((h) => h.details).join(' ')).toContain('Lead source:');
  });

  it('edits a course and records what changed', async () => {
    const course = (await create(admin)).body.course;
    const { status, body } = await call<CourseBody>(
      admin.put(`/api/v2/courses/${course.id}`, {
        course: { title: 'Geometry Camp', endsAt: '2026-06-15' },
      }),
    );
    expect(status).toBe(200);
    expect(body.course).toMatchObject({ title: 'Geometry Camp', endsAt: '2026-06-15' });
    const [latest] = await historyOf(course.id);
    expect(latest).toMatchObject({ change: 'Course updated' });
    expect(latest!.details).toContain('Title: Geometry Bootcamp → Geometry Camp');
    expect(latest!.details).toContain('Ends: 2026-05-31 → 2026-06-15');
  });

  it('changes the status by event and refuses a transition naming both statuses', async () => {
    const course = (await create(admin)).body.course;
    const published = await call<CourseBody>(
      admin.put(`/api/v2/courses/${course.id}/change_status`, { event: 'publish' }),
    );
    expect(published.status).toBe(200);
    expect(published.body.course.status).toBe('published');
    const refused = await call<ProblemBody>(
      advisor.put(`/api/v2/courses/${course.id}/change_status`, { event: 'publish' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status).toEqual([
      'cannot publish a course that is published (published to published is not allowed)',
    ]);
    expect(
      (await admin.put(`/api/v2/courses/${course.id}/change_status`, { event: 'teleport' })).status,
    ).toBe(422);
    const canceled = await call<CourseBody>(
      advisor.put(`/api/v2/courses/${course.id}/change_status`, { event: 'cancel' }),
    );
    expect(canceled.body.course.status).toBe('canceled');
    const changes = (await historyOf(course.id)).map((h) => `${h.change}: ${h.details}`);
    expect(changes).toContain('Status changed: unpublished → published (publish)');
    expect(changes).toContain('Status changed: published → canceled (cancel)');
  });

  it('keeps status changes from tutors, parents and strangers', async () => {
    const c1 = world.courses.c1.id;
    // Only scheduling staff may send events: 403 for the tutor who teaches c1 and the parent.
    expect(
      (await tutor.put(`/api/v2/courses/${c1}/change_status`, { event: 'cancel' })).status,
    ).toBe(403);
    expect(
      (await parent.put(`/api/v2/courses/${c1}/change_status`, { event: 'cancel' })).status,
    ).toBe(403);
    const stranger = new TestAgent(ctx.app);
    await stranger.get('/api/session.json');
    expect(
      (await stranger.put(`/api/v2/courses/${c1}/change_status`, { event: 'cancel' })).status,
    ).toBe(401);
    expect(
      (await admin.put('/api/v2/courses/999999/change_status', { event: 'cancel' })).status,
    ).toBe(404);
  });

  it('answers a stale lockVersion with 409', async () => {
    const course = (await create(admin)).body.course;
    await admin.put(`/api/v2/courses/${course.id}`, { course: { notes: 'first' } });
    const stale = await admin.put(`/api/v2/courses/${course.id}`, {
      course: { notes: 'second', lockVersion: course.lockVersion },
    });
    expect(stale.status).toBe(409);
  });

  it('reserves a course until noon of the chosen day, not before today', async () => {
    const course = (await create(admin)).body.course;
    const past = await call<ProblemBody>(
      admin.put(`/api/v2/courses/${course.id}/reserve`, {
        reservedForId: world.students.sid,
        reservationEndsAt: '2026-03-09',
      }),
    );
    expect(past.status).toBe(422);
    expect(past.body.errors.reservationEndsAt).toEqual(['The date cannot be before today.']);
    const nobody = await call<ProblemBody>(
      admin.put(`/api/v2/courses/${course.id}/reserve`, {
        reservedForId: 999_999,
        reservationEndsAt: '2026-03-17',
      }),
    );
    expect(nobody.body.errors.reservedForId).toEqual(['is not a student']);
    const { status, body } = await call<CourseBody>(
      admin.put(`/api/v2/courses/${course.id}/reserve`, {
        reservedForId: world.students.sid,
        reservationEndsAt: '2026-03-17',
      }),
    );
    expect(status).toBe(200);
    // Noon in New York (the default zone), daylight time: 16:00 UTC.
    expect(body.course).toMatchObject({
      reservedForId: world.students.sid,
      reservationEndsAt: '2026-03-17T16:00:00.000Z',
    });
    expect((await historyOf(course.id))[0]!.change).toBe('Course reserved');
  });

  it('answers the roster of active students with a message', async () => {
    const { status, body } = await call<CourseRoster>(
      admin.get(`/api/v2/courses/${world.courses.c1.id}/roster`),
    );
    expect(status).toBe(200);
    expect(body.students.map((s) => s.fullName)).toEqual(['Sam Student']);
    expect(body.message).toBe('The roster of SAT Prep Spring has 1 student.');
    expect((await parent.get(`/api/v2/courses/${world.courses.c1.id}/roster`)).status).toBe(403);
  });

  it('counts all and upcoming sessions for the tabs', async () => {
    const { body } = await call<CourseBody>(admin.get(`/api/v2/courses/${world.courses.c1.id}`));
    expect(body.course.sessionsCount).toBe(2);
  });

  it('tells private tutoring courses from the others for the tutor dashboard tabs', async () => {
    const { body: created } = await create(admin, { title: 'Group Algebra', name: 'grp-alg' });
    const group = created.course.id;
    await ctx.db.insert(sessions).values({
      courseId: group,
      type: 'Course',
      supervisorId: world.users.tia.employeeId!,
      startsAt: new Date('2026-04-02T16:00:00Z'),
      endsAt: new Date('2026-04-02T17:00:00Z'),
      duration: 60,
    });
    const ids = async (query: string) =>
      (await call<ListBody<'courses', Course>>(tutor.get(`/api/v2/courses?${query}`))).body.courses
        .map((c) => c.id)
        .sort((a, b) => a - b);
    // Tia is on c1's sessions (Tutoring) and the group course's (Course).
    expect(await ids('tutoring=false')).toEqual([group]);
    expect(await ids('tutoring=true')).toEqual([world.courses.c1.id]);
    expect(await ids('')).toEqual([world.courses.c1.id, group].sort((a, b) => a - b));
  });

  it("answers when its first and last standing sessions start, and the brand's department to a tutor", async () => {
    const { body: created } = await create(admin, { title: 'Spring Seminar', name: 'spr-sem' });
    const id = created.course.id;
    expect(created.course).toMatchObject({ firstSessionAt: null, lastSessionAt: null });
    const at = (iso: string) => new Date(iso);
    await ctx.db.insert(sessions).values(
      [
        ['2026-04-07T16:00:00Z', null],
        ['2026-04-14T16:00:00Z', null],
        // A canceled one counts neither way.
        ['2026-04-21T16:00:00Z', '2026-04-01T00:00:00Z'],
        ['2026-03-31T16:00:00Z', '2026-03-01T00:00:00Z'],
      ].map(([startsAt, canceledAt]) => ({
        courseId: id,
        type: 'Course' as const,
        supervisorId: world.users.tia.employeeId!,
        startsAt: at(startsAt!),
        endsAt: new Date(at(startsAt!).getTime() + 3_600_000),
        duration: 60,
        canceledAt: canceledAt ? at(canceledAt) : null,
      })),
    );
    const { body } = await call<ListBody<'courses', Course & { brand?: { department?: unknown } }>>(
      tutor.get('/api/v2/courses?tutoring=false&include=brand.department'),
    );
    const seminar = body.courses.find((course) => course.id === id)!;
    expect(seminar).toMatchObject({
      firstSessionAt: '2026-04-07T16:00:00.000Z',
      lastSessionAt: '2026-04-14T16:00:00.000Z',
    });
    expect(seminar.brand?.department).toMatchObject({ name: expect.any(String) });
  });

  it('assigns and unassigns a tutor on sessions of the course, with history', async () => {
    const c1 = world.courses.c1.id;
    const { s1, s2, s3 } = world.sessions;
    const tom = world.users.tom.employeeId!;
    const tia = world.users.tia.employeeId!;
    const assigned = await call<{ message: string; count: number }>(
      admin.post(`/api/v2/courses/${c1}/assign_tutor`, {
        sessionIds: [s1.id, s2.id],
        employeeId: tom,
      }),
    );
    expect(assigned.status).toBe(200);
    // Tom already supervises s2: only s1 is new.
    expect(assigned.body).toEqual({ message: 'Saved your assignments', count: 1, partial: false });
    const again = await call<ProblemBody>(
      admin.post(`/api/v2/courses/${c1}/assign_tutor`, { sessionIds: [s1.id], employeeId: tom }),
    );
    expect(again.status).toBe(422);
    expect(again.body.errors.base).toEqual(['There are no appropriate sessions to assign']);
    const elsewhere = await call<ProblemBody>(
      admin.post(`/api/v2/courses/${c1}/assign_tutor`, { sessionIds: [s3.id], employeeId: tom }),
    );
    expect(elsewhere.body.errors.sessionIds).toEqual(['must all be sessions of this course']);

    const removed = await call<{ message: string; count: number }>(
      admin.post(`/api/v2/courses/${c1}/unassign_tutor`, { sessionIds: [s2.id], employeeId: tia }),
    );
    expect(removed.body).toEqual({
      message: 'Removed your assignments',
      count: 1,
      partial: false,
    });
    const none = await call<ProblemBody>(
      admin.post(`/api/v2/courses/${c1}/unassign_tutor`, { sessionIds: [s2.id], employeeId: tia }),
    );
    expect(none.status).toBe(422);
    expect(
      (
        await tutor.post(`/api/v2/courses/${c1}/assign_tutor`, {
          sessionIds: [s1.id],
          employeeId: tom,
        })
      ).status,
    ).toBe(403);
    const changes = (await historyOf(c1)).map((h) => h.change);
    expect(changes).toEqual(expect.arrayContaining(['Tutor assigned', 'Tutor unassigned']));
  });

  it('refuses a tutor not qualified for the brand, on assign and on substitute (422)', async () => {
    // A brand of another department, which neither fixture tutor works in.
    const [department] = await ctx.db
      .insert(departments)
      .values({ name: 'College Counseling' })
      .returning();
    const [brand] = await ctx.db
      .insert(brands)
      .values({ name: 'Counsel', departmentId: department!.id, includeJointSessions: true })
      .returning();
    const [course] = await ctx.db
      .insert(courses)
      .values({ title: 'Essays', name: 'essays', status: 'published', brandId: brand!.id })
      .returning();
    const startsAt = new Date('2026-03-21T16:00:00Z');
    const [session] = await ctx.db
      .insert(sessions)
      .values({
        courseId: course!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        duration: 60,
        type: 'Course',
      })
      .returning();
    const tom = world.users.tom.employeeId!;
    const assign = await call<ProblemBody>(
      admin.post(`/api/v2/courses/${course!.id}/assign_tutor`, {
        sessionIds: [session!.id],
        employeeId: tom,
      }),
    );
    expect(assign.status).toBe(422);
    expect(assign.body.errors.employeeId).toEqual(['This tutor is not qualified.']);
    const substitute = await call<ProblemBody>(
      admin.put(`/api/v2/sessions/${session!.id}/substitute_joint_session`, { employeeId: tom }),
    );
    expect(substitute.status).toBe(422);
    expect(substitute.body.errors.employeeId).toEqual(['This tutor is not qualified.']);
    const generic = await call<ProblemBody>(
      admin.post('/api/v2/assignments', {
        assignment: { sessionId: session!.id, employeeId: tom },
      }),
    );
    expect(generic.status).toBe(422);
    expect(generic.body.errors.employeeId).toEqual(['This tutor is not qualified.']);
    // Nor is an existing assignment moved onto that tutor.
    const [existing] = await ctx.db
      .insert(assignments)
      .values({ sessionId: session!.id, employeeId: world.users.tia.employeeId! })
      .returning();
    const moved = await call<ProblemBody>(
      admin.put(`/api/v2/assignments/${existing!.id}`, {
        assignment: { employeeId: tom, lockVersion: existing!.lockVersion },
      }),
    );
    expect(moved.status).toBe(422);
    expect(moved.body.errors.employeeId).toEqual(['This tutor is not qualified.']);
    const [kept] = await ctx.db.select().from(assignments).where(eq(assignments.id, existing!.id));
    expect(kept!.employeeId).toBe(world.users.tia.employeeId);
    // The enrollments lookup answers so for the brand.
    const lookup = await call<{ qualification: string }>(
      advisor.get(`/api/v2/enrollments/qualification?employeeId=${tom}&brandName=Counsel`),
    );
    expect(lookup.status).toBe(200);
    expect(lookup.body.qualification).toBe('unqualified');
    const points = await call<{ qualification: string }>(
      advisor.get(
        `/api/v2/enrollments/qualification?employeeId=${tom}&brandName=${encodeURIComponent('Points Academy')}`,
      ),
    );
    expect(points.body.qualification).toBe('qualified');
    expect(
      (await tutor.get(`/api/v2/enrollments/qualification?employeeId=${tom}&brandName=Counsel`))
        .status,
    ).toBe(403);
    expect(
      (await advisor.get(`/api/v2/enrollments/qualification?employeeId=${tom}&brandName=Nope`))
        .status,
    ).toBe(404);
    // Once Tom works in the department, he is assigned.
    await ctx.db.insert(tutorDepartments).values({ tutorId: tom, departmentId: department!.id });
    const ok = await call<{ message: string }>(
      admin.post(`/api/v2/courses/${course!.id}/assign_tutor`, {
        sessionIds: [session!.id],
        employeeId: tom,
      }),
    );
    expect(ok.status).toBe(200);
  });

  it('refuses a tutor not accepting students unless on the course, also as a substitute', async () => {
    const { s1 } = world.sessions;
    const c1 = world.courses.c1.id;
    const [outsider] = await ctx.db
      .insert(tutors)
      .values({ id: world.users.admin.employeeId!, acceptNewStudents: false })
      .onConflictDoNothing()
      .returning();
    expect(outsider).toBeDefined();
    await ctx.db
      .insert(tutorDepartments)
      .values({ tutorId: outsider!.id, departmentId: world.department.id });
    const refused = await call<ProblemBody>(
      admin.post(`/api/v2/courses/${c1}/assign_tutor`, {
        sessionIds: [s1.id],
        employeeId: outsider!.id,
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.employeeId).toEqual(['Cannot Add - Not accepting students']);
    await admin.put(`/api/v2/brands/${world.brands.points.id}`, {
      brand: { includeJointSessions: true },
    });
    const substitute = await call<ProblemBody>(
      admin.put(`/api/v2/sessions/${s1.id}/substitute_joint_session`, {
        employeeId: outsider!.id,
      }),
    );
    expect(substitute.status).toBe(422);
    expect(substitute.body.errors.employeeId).toEqual(['Cannot Add - Not accepting students']);
  });

  it('keeps the tutors and the session once attendance is taken: the partial-failure messages', async () => {
    const c1 = world.courses.c1.id;
    const { s1, s2 } = world.sessions;
    const tia = world.users.tia.employeeId!;
    await ctx.db
      .update(sessions)
      .set({ attendanceTakenAt: new Date('2026-03-11T17:00:00Z') })
      .where(eq(sessions.id, s2.id));
    const unassigned = await call<{ message: string; count: number; partial: boolean }>(
      admin.post(`/api/v2/courses/${c1}/unassign_tutor`, {
        sessionIds: [s1.id, s2.id],
        employeeId: tia,
      }),
    );
    expect(unassigned.status).toBe(200);
    expect(unassigned.body).toEqual({
      message: 'Not all your assignments were removed',
      count: 1,
      partial: true,
    });
    const deleted = await call<{ message: string; count: number; partial: boolean }>(
      admin.post(`/api/v2/courses/${c1}/delete_sessions`, { sessionIds: [s1.id, s2.id] }),
    );
    expect(deleted.body).toEqual({
      message: 'Not all sessions were removed.',
      count: 1,
      partial: true,
    });
    const none = await call<ProblemBody>(
      admin.post(`/api/v2/courses/${c1}/delete_sessions`, { sessionIds: [s2.id] }),
    );
    expect(none.status).toBe(422);
    expect(none.body.errors.sessionIds).toEqual(['Not all sessions were removed.']);
  });

  it('deletes a course without enrollments, and refuses one with any, canceled ones too (409)', async () => {
    const empty = (await create(admin, { name: 'geo-empty' })).body.course;
    const session = await admin.post('/api/v2/sessions', {
      session: { courseId: empty.id, startsAt: '2026-04-02T21:00:00Z', duration: 60 },
    });
    expect(session.status).toBe(201);
    expect((await admin.delete(`/api/v2/courses/${empty.id}`)).status).toBe(204);
    expect((await admin.get(`/api/v2/courses/${empty.id}`)).status).toBe(404);

    const enrolled = (await create(admin, { name: 'geo-enrolled' })).body.course;
    const enrollment = await call<OneBody<'enrollment', { id: number }>>(
      admin.post('/api/v2/enrollments', {
        enrollment: { courseId: enrolled.id, studentId: world.students.sam },
      }),
    );
    expect(enrollment.status).toBe(201);
    const refused = await call<ProblemBody>(admin.delete(`/api/v2/courses/${enrolled.id}`));
    expect(refused.status).toBe(409);
    expect(refused.body.errors.base).toEqual([COURSE_HAS_ENROLLMENTS_MESSAGE]);
    // A canceled enrollment still carries the family's hours and payments.
    const canceled = await admin.put(
      `/api/v2/enrollments/${enrollment.body.enrollment.id}/cancel`,
      {
        enrollment: { cancelReason: 'Price too high', immediately: true },
      },
    );
    expect(canceled.status).toBe(200);
    expect((await admin.delete(`/api/v2/courses/${enrolled.id}`)).status).toBe(409);
    expect((await admin.get(`/api/v2/courses/${enrolled.id}`)).status).toBe(200);
  });

  it('records session writes in the course history, and deletes selected sessions', async () => {
    const course = (await create(admin)).body.course;
    const made = await call<OneBody<'session', { id: number }>>(
      admin.post('/api/v2/sessions', {
        session: { courseId: course.id, startsAt: '2026-04-02T21:00:00Z', duration: 60 },
      }),
    );
    expect(made.status).toBe(201);
    const id = made.body.session.id;
    await admin.put(`/api/v2/sessions/${id}`, { session: { duration: 90 } });
    const deleted = await call<{ message: string; count: number }>(
      admin.post(`/api/v2/courses/${course.id}/delete_sessions`, { sessionIds: [id] }),
    );
    expect(deleted.body).toEqual({ message: 'Removed all sessions.', count: 1, partial: false });
    expect((await admin.get(`/api/v2/sessions/${id}`)).status).toBe(404);
    const changes = (await historyOf(course.id)).map((h) => h.change);
    expect(changes.slice(0, 3)).toEqual(['Session deleted', 'Session updated', 'Session added']);
  });

  it('shows the history to staff only', async () => {
    expect((await tutor.get('/api/v2/histories')).status).toBe(403);
    expect((await parent.get('/api/v2/histories')).status).toBe(403);
    expect((await advisor.get('/api/v2/histories')).status).toBe(200);
  });

  it('hands a joint session to a substitute: admins only, brands with joint sessions only', async () => {
    const { s1 } = world.sessions;
    const tom = world.users.tom.employeeId!;
    const path = `/api/v2/sessions/${s1.id}/substitute_joint_session`;
    const noJoint = await call<ProblemBody>(admin.put(path, { employeeId: tom }));
    expect(noJoint.status).toBe(422);
    expect(noJoint.body.errors.base).toEqual(["The course's brand has no joint sessions."]);
    await admin.put(`/api/v2/brands/${world.brands.points.id}`, {
      brand: { includeJointSessions: true },
    });
    expect((await advisor.put(path, { employeeId: tom })).status).toBe(403);
    const { status, body } = await call<OneBody<'session', { supervisorId: number }>>(
      admin.put(path, { employeeId: tom }),
    );
    expect(status).toBe(200);
    expect(body.session.supervisorId).toBe(tom);
    const [latest] = await historyOf(world.courses.c1.id);
    expect(latest).toMatchObject({ change: 'Substitute tutor', sessionId: s1.id });
    expect(latest!.details).toContain('Tom Teacher replaces');
  });
});
