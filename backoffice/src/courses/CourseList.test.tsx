import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SERVER_ERROR_MESSAGE, SERVER_ERROR_TITLE } from '@tp/domain';
import type { Course } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();
const COURSES_PATH = '/api/v2/courses';

beforeEach(() => api.signInAs('admin@demo.test'));

/** The courses the API answered to the list's first request. */
async function firstCoursesAnswer(): Promise<Course[]> {
  return new Promise((resolve) => {
    const listener = ({ request, response }: { request: Request; response: Response }) => {
      if (new URL(request.url).pathname !== COURSES_PATH) return;
      api.server.events.removeListener('response:mocked', listener);
      void response
        .clone()
        .json()
        .then((body: { courses: Course[] }) => resolve(body.courses));
    };
    api.server.events.on('response:mocked', listener);
  });
}

/** "2025-11-23" as the day a reader expects in the list: /Nov 23, 2025/. */
function usDay(date: string): RegExp {
  const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return new RegExp(day);
}

describe('CourseList', () => {
  it('shows the courses the API answers, with their brand names', async () => {
    const answered = firstCoursesAnswer();
    renderApp('/admin/courses');

    const courses = await answered;
    expect(courses.length).toBeGreaterThan(0);
    const first = courses[0]!;
    const row = (await screen.findByText(first.title)).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText(first.brand!.name)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(courses.length + 1);
  });

  it("shows each course's calendar dates to a viewer west of UTC, not the day before", async () => {
    // The instruction manager's zone is America/Denver; tests run with TZ=UTC.
    api.signInAs('manager@demo.test');
    const answered = firstCoursesAnswer();
    renderApp('/admin/courses');

    const first = (await answered).find((course) => course.startsAt && course.endsAt)!;
    const row = (await screen.findByText(first.title)).closest('tr')!;
    expect(within(row).getByText(usDay(first.startsAt!))).toBeInTheDocument();
    expect(within(row).getByText(usDay(first.endsAt!))).toBeInTheDocument();
  });

  it('asks for the first page of 25, newest start first, with the brand included', async () => {
    renderApp('/admin/courses');

    await waitFor(() => expect(api.requestsTo(COURSES_PATH)).not.toHaveLength(0));
    const params = api.requestsTo(COURSES_PATH)[0]!.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      page: '1',
      per: '25',
      orderBy: 'starts_at',
      orderSort: 'desc',
      include: 'brand',
    });
  });

  it('orders by title when the Title header is clicked', async () => {
    renderApp('/admin/courses');
    fireEvent.click(await screen.findByText('Title', { selector: 'th *' }));

    await waitFor(() => {
      const last = api.requestsTo(COURSES_PATH).at(-1)!.searchParams;
      expect(last.get('orderBy')).toBe('title');
      expect(last.get('orderSort')).toBe('asc');
    });
  });

  it('sends the title search as the query filter', async () => {
    renderApp('/admin/courses');
    fireEvent.change(await screen.findByPlaceholderText('Search title'), {
      target: { value: 'algebra' },
    });

    // react-admin waits for typing to pause (500 ms) before it filters.
    await waitFor(
      () => {
        expect(api.requestsTo(COURSES_PATH).at(-1)!.searchParams.get('query')).toBe('algebra');
      },
      { timeout: 3000 },
    );
  });

  it('sends the chosen status as the status filter', async () => {
    renderApp('/admin/courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Canceled' }));

    await waitFor(() => {
      expect(api.requestsTo(COURSES_PATH).at(-1)!.searchParams.get('status')).toBe('canceled');
    });
  });

  it('offers Create to scheduling staff and opens the course form', async () => {
    renderApp('/admin/courses');

    fireEvent.click(await screen.findByRole('link', { name: 'Create' }));

    expect(await screen.findByLabelText(/^Title/)).toBeInTheDocument();
  });

  it('offers no Create to staff who may not create courses (HR)', async () => {
    api.willWrite();
    await api.query("update users set roles = '{hr}' where email = 'advisor@demo.test'");
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/courses');

    expect(await screen.findByRole('button', { name: 'Add filter' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('shows the catalogue title and message when the API fails with a 500', async () => {
    api.server.use(
      http.get(`*${COURSES_PATH}`, () =>
        HttpResponse.json({ error: 'Internal server error', requestId: 'r-1' }, { status: 500 }),
      ),
    );
    renderApp('/admin/courses');

    expect(await screen.findByText(SERVER_ERROR_TITLE, {}, { timeout: 15000 })).toBeInTheDocument();
    const keepSpaces = getDefaultNormalizer({ collapseWhitespace: false });
    expect(screen.getByText(SERVER_ERROR_MESSAGE, { normalizer: keepSpaces })).toBeInTheDocument();
  });
});
