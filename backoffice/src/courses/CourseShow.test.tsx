import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { TEST_NOW, createTestApi, signInAs } from '../test/mockApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();
/** The course page lists sessions 10 at a time (spec: sessions lists 10/20/50). */
const SESSIONS_PER_PAGE = 10;

beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => api.server.close());
beforeEach(() => {
  api.reset();
  signInAs(api.state, 'admin@demo.test');
});

/** A course of the demo world with sessions after the test's "now". */
function courseWithUpcomingSessions() {
  const { world } = api.state;
  const upcoming = world.sessions.filter((s) => s.startsAt > TEST_NOW);
  const course = world.courses.find((c) => upcoming.some((s) => s.courseId === c.id));
  if (!course) throw new Error('the demo world has no course with upcoming sessions');
  return course;
}

describe('CourseShow', () => {
  it('shows the course fields with its brand and subject', async () => {
    const course = courseWithUpcomingSessions();
    const brand = api.state.world.brands.find((b) => b.id === course.brandId)!;
    const subject = api.state.world.subjects.find((s) => s.id === course.subjectId);
    renderApp(`/admin/courses/${course.id}/show`);

    expect(await screen.findByText(course.name)).toBeInTheDocument();
    expect(screen.getAllByText(brand.name).length).toBeGreaterThan(0);
    expect(
      screen.getByText(subject ? subject.name : '—', { selector: 'span' }),
    ).toBeInTheDocument();
  });

  it('asks for the upcoming sessions of the course, soonest first, with their supervisor', async () => {
    const course = courseWithUpcomingSessions();
    renderApp(`/admin/courses/${course.id}/show`);

    await waitFor(() => expect(api.requestsTo('/api/v2/sessions')).not.toHaveLength(0));
    const params = Object.fromEntries(api.requestsTo('/api/v2/sessions')[0]!.searchParams);
    expect(params).toMatchObject({
      courseId: String(course.id),
      upcoming: 'true',
      orderBy: 'starts_at',
      orderSort: 'asc',
      include: 'supervisor',
    });
    const upcomingCount = api.state.world.sessions.filter(
      (s) => s.courseId === course.id && s.startsAt > TEST_NOW,
    ).length;
    const card = (await screen.findByRole('heading', { name: 'Upcoming sessions' })).parentElement!;
    // A header row, then one row per session on the first page.
    await waitFor(() =>
      expect(within(card).getAllByRole('row')).toHaveLength(
        Math.min(upcomingCount, SESSIONS_PER_PAGE) + 1,
      ),
    );
  });

  it('says so when the course has no upcoming sessions', async () => {
    const course = courseWithUpcomingSessions();
    api.server.use(
      http.get('*/api/v2/sessions', () =>
        HttpResponse.json({
          sessions: [],
          meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 10 },
        }),
      ),
    );
    renderApp(`/admin/courses/${course.id}/show`);

    expect(await screen.findByText('No upcoming sessions.')).toBeInTheDocument();
  });
});
