import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  TIME_OUT_OF_RANGE_MESSAGE,
  type Course,
  type Session,
} from '@tp/domain';
import type { TestAgent } from '../test/agent.ts';
import { call, type ListBody, type ProblemBody, type ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

/**
 * Values PostgreSQL cannot hold (integers past 2^31 - 1, text with a NUL byte, the year 0000
 * or 10000) are the caller's mistake: a 404 in a path, a 422 naming the parameter or field
 * elsewhere, never a 500 (the fuzzing harness found each of these answering 500).
 */
describe.each(BACKENDS)('the engine refuses values the database cannot hold (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    admin = await ctx.signIn('admin');
  });
  afterAll(() => ctx?.close());

  const problem = (res: Promise<Response>) => call<ProblemBody>(res);

  describe('integers past 2^31 - 1', () => {
    it('is not found as a path id', async () => {
      expect((await admin.get('/api/v2/sessions/2147483648')).status).toBe(404);
      const student = await ctx.signIn('sam');
      expect((await student.get('/api/v2/sessions/2147483648')).status).toBe(404);
    });

    it('is a 422 on ids, an integer filter and page', async () => {
      expect((await problem(admin.get('/api/v2/sessions?ids[]=2147483648'))).body.errors).toEqual({
        ids: ['must be integers'],
      });
      expect(
        (await problem(admin.get('/api/v2/sessions?courseId=2147483648'))).body.errors,
      ).toEqual({ courseId: ['must be an integer'] });
      expect((await problem(admin.get('/api/v2/sessions?page=2147483648'))).status).toBe(422);
    });

    it('is a 422 on a body field', async () => {
      const { status, body } = await problem(
        admin.post('/api/v2/attendances', {
          attendance: { sessionId: 99_999_999_999, studentId: world.students.sid },
        }),
      );
      expect(status).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['sessionId']);
    });
  });

  describe('text with a NUL byte', () => {
    it('is a 422 on a search or string filter', async () => {
      const search = await problem(admin.get('/api/v2/courses?query=a%00b'));
      expect(search).toEqual({
        status: 422,
        body: { error: 'Validation failed', errors: { query: [CONTROL_CHARACTERS_MESSAGE] } },
      });
      const status = await problem(admin.get('/api/v2/enrollments?status[]=a%00b'));
      expect(status.body.errors).toEqual({ status: [CONTROL_CHARACTERS_MESSAGE] });
    });

    it('is a 422 on a body field, and nothing is stored', async () => {
      const { status, body } = await problem(
        admin.post('/api/v2/departments', { department: { name: 'a\u0000b' } }),
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({ name: [CONTROL_CHARACTERS_MESSAGE] });
      const list = await call<ListBody<'departments', { name: string }>>(
        admin.get('/api/v2/departments'),
      );
      expect(list.body.departments.map((d) => d.name)).toEqual(['Test Prep']);
    });
  });

  describe('years outside 1900-9999', () => {
    it('is a 422 on a body field', async () => {
      const { status, body } = await problem(
        admin.post('/api/v2/enrollments', {
          enrollment: {
            courseId: world.courses.c3.id,
            studentId: world.students.sid,
            // A calendar date (an enrollment's start, issue 23).
            startsAt: '0000-01-01',
          },
        }),
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({
        startsAt: ['must be a real date between the years 1900 and 9999'],
      });
    });

    it('is a 422 on a time filter, in any spelling JavaScript reads', async () => {
      for (const time of ['0000-01-01T00:00:00Z', '%2B010000-01-01T00:00:00Z', '-000001-01-01']) {
        const { status, body } = await problem(admin.get(`/api/v2/sessions?startsAt=${time}`));
        expect(status).toBe(422);
        expect(body.errors).toEqual({ startsAt: [TIME_OUT_OF_RANGE_MESSAGE] });
      }
    });
  });

  describe('filters with many values', () => {
    const values = (name: string, count: number) =>
      Array.from({ length: count }, (_, i) => `${name}[]=${i + 1}`).join('&');

    it('answers a filter of 1000 ids (one flat list, not a thousand nested UNIONs)', async () => {
      const { status, body } = await call<ListBody<'sessions', Session>>(
        admin.get(`/api/v2/sessions?${values('studentId', 1000)}`),
      );
      expect(status).toBe(200);
      expect(body.sessions.length).toBeGreaterThan(0);
    });

    it('refuses more than 1000 values with a 422 naming the filter', async () => {
      const { status, body } = await problem(
        admin.get(`/api/v2/sessions?${values('studentId', 1001)}`),
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({ studentId: ['must be at most 1000 values'] });
    });

    it('still answers a list filtered by a few ids', async () => {
      const { body } = await call<ListBody<'courses', Course>>(
        admin.get(`/api/v2/courses?ids[]=${world.courses.c1.id}`),
      );
      expect(body.courses.map((c) => c.id)).toEqual([world.courses.c1.id]);
    });
  });
});
