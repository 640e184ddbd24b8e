import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
  status: string;
  brand: string;
  subject: string | null;
  upcoming: number;
}

/** The demo course with the most sessions after the server's "now", with its brand and subject. */
async function courseWithUpcomingSessions(): Promise<DemoCourse> {
  const [course] = await api.query<DemoCourse>(
    `select c.id, c.name, c.status, b.name as brand, s.name as subject, count(*)::int as upcoming
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
  it('shows the course summary and the tabs with their counts', async () => {
    const course = await courseWithUpcomingSessions();
    renderApp(`/admin/courses/${course.id}/show`);

    expect(await screen.findByText(course.name)).toBeInTheDocument();
    expect(screen.getAllByText(course.brand).length).toBeGreaterThan(0);
    expect(screen.getAllByText(course.subject ?? '—').length).toBeGreaterThan(0);
    expect(
      await screen.findByRole('tab', { name: `Upcoming (${course.upcoming})` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^All \(\d+\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Enrollments \(\d+\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
  });

  it('asks for the upcoming sessions of the course, soonest first, with their supervisor', async () => {
    const course = await courseWithUpcomingSessions();
    renderApp(`/admin/courses/${course.id}/show`);

    await waitFor(() =>
      expect(
        api.requestsTo('/api/v2/sessions').filter((url) => url.searchParams.has('include')),
      ).not.toHaveLength(0),
    );
    const [listed] = api
      .requestsTo('/api/v2/sessions')
      .filter((url) => url.searchParams.has('include'));
    const params = Object.fromEntries(listed!.searchParams);
    expect(params).toMatchObject({
      courseId: String(course.id),
      upcoming: 'true',
      orderBy: 'starts_at',
      orderSort: 'asc',
      include: 'supervisor',
    });
    // A header row, then one row per session on the first page.
    await waitFor(() =>
      expect(screen.getAllByRole('row')).toHaveLength(
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

  it('offers the status events the course allows and sends one', async () => {
    api.willWrite();
    const [course] = await api.query<{ id: number }>(
      "select id from courses where status = 'unpublished' order by id limit 1",
    );
    renderApp(`/admin/courses/${course!.id}/show`);

    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Updated course status')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('lists the course history, newest first, 25 a page', async () => {
    const course = await courseWithUpcomingSessions();
    renderApp(`/admin/courses/${course.id}/show/history`);

    expect(await screen.findByText('Course created')).toBeInTheDocument();
    const params = Object.fromEntries(api.requestsTo('/api/v2/histories')[0]!.searchParams);
    expect(params).toMatchObject({
      referenceId: String(course.id),
      referenceType: 'Course',
      per: '25',
      orderBy: 'created_at',
      orderSort: 'desc',
    });
  });

  it("lists the course's messages on the contact tab, newest first, and opens one", async () => {
    const [message] = await api.query<{ courseId: number; subject: string; body: string }>(
      `select course_id as "courseId", subject, body from messages
        where course_id is not null order by sent_at desc limit 1`,
    );
    if (!message) throw new Error('the demo world has no course messages');
    renderApp(`/admin/courses/${message.courseId}/show/contact`);

    const subject = (await screen.findAllByText(message.subject, {}, { timeout: 10_000 }))[0]!;
    const params = Object.fromEntries(api.requestsTo('/api/v2/messages')[0]!.searchParams);
    expect(params).toMatchObject({
      courseId: String(message.courseId),
      per: '10',
      orderBy: 'sent_at',
      orderSort: 'desc',
    });
    fireEvent.click(subject);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(message.body);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says there are no messages on the contact tab of a course without any', async () => {
    const [course] = await api.query<{ id: number }>(
      `select c.id from courses c
        where not exists (select 1 from messages m where m.course_id = c.id)
        order by c.id limit 1`,
    );
    if (!course) throw new Error('every demo course has messages');
    renderApp(`/admin/courses/${course.id}/show/contact`);

    expect(await screen.findByText('No messages. Why not write one?')).toBeInTheDocument();
  });

  it('hides the status and staffing buttons from a faculty leader, who reads the course', async () => {
    // A faculty leader uses the back-office (a plain tutor is sent to the tutor app instead,
    // shell.test.tsx) and reads their own courses, but is not scheduling staff.
    await api.signInAs('leader@demo.test');
    const [course] = await api.query<{ id: number; name: string }>(
      `select c.id, c.name from courses c join sessions s on s.course_id = c.id
        join employees e on e.id = s.supervisor_id join users u on u.id = e.user_id
        where u.email = 'leader@demo.test' order by c.id limit 1`,
    );
    if (!course) throw new Error('the demo world gives the faculty leader no course');
    renderApp(`/admin/courses/${course.id}/show`);
    expect(await screen.findByRole('tab', { name: /^History$/ })).toBeInTheDocument();
    expect(screen.getAllByText(course.name).length).toBeGreaterThan(0);
    expect(
      screen.queryByRole('button', { name: /publish|cancel course/i }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage sessions' })).not.toBeInTheDocument();
  });
});
