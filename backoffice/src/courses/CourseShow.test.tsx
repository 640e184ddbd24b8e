import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { TEST_NOW, createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();
/** The course page lists sessions 10 at a time (spec: sessions lists 10/20/50). */
const SESSIONS_PER_PAGE = 10;

beforeEach(() => api.signInAs('admin@demo.test'));

interface DemoCourse {
  id: number;
  name: string;
  brand: string;
  subject: string | null;
  upcoming: number;
}

/** The demo course with the most sessions after the server's "now", with its brand and subject. */
async function courseWithUpcomingSessions(): Promise<DemoCourse> {
  const [course] = await api.query<DemoCourse>(
    `select c.id, c.name, b.name as brand, s.name as subject, count(*)::int as upcoming
       from courses c
       join brands b on b.id = c.brand_id
       left join subjects s on s.id = c.subject_id
       join sessions x on x.course_id = c.id and x.starts_at > $1
      group by c.id, b.name, s.name
      order by upcoming desc, c.id
      limit 1`,
    [TEST_NOW.toISOString()],
  );
  if (!course) throw new Error('the demo world has no course with upcoming sessions');
  return course;
}

describe('CourseShow', () => {
  it('shows the course fields with its brand and subject', async () => {
    const course = await courseWithUpcomingSessions();
    renderApp(`/admin/courses/${course.id}/show`);

    expect(await screen.findByText(course.name)).toBeInTheDocument();
    expect(screen.getAllByText(course.brand).length).toBeGreaterThan(0);
    expect(screen.getByText(course.subject ?? '—', { selector: 'span' })).toBeInTheDocument();
  });

  it('asks for the upcoming sessions of the course, soonest first, with their supervisor', async () => {
    const course = await courseWithUpcomingSessions();
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
    const card = (await screen.findByRole('heading', { name: 'Upcoming sessions' })).parentElement!;
    // A header row, then one row per session on the first page.
    await waitFor(() =>
      expect(within(card).getAllByRole('row')).toHaveLength(
        Math.min(course.upcoming, SESSIONS_PER_PAGE) + 1,
      ),
    );
  });

  it('says so when the course has no upcoming sessions', async () => {
    const course = await courseWithUpcomingSessions();
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
