import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { TutoringHistory } from '@tp/domain';
import {
  COMPONENT_TEST_NOW,
  TUTOR_EMAIL,
  demoUser,
  startLiveTestApi,
} from '../../test/test-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sortTutoringHistories } from './tutoring-list-order.ts';

const api = startLiveTestApi();
const HISTORIES = '*/api/v2/tutoring_histories';
const COURSES = '*/api/v2/courses';
const HOUR = 3_600_000;

let tutor: Awaited<ReturnType<typeof demoUser>>;
beforeAll(async () => {
  tutor = await demoUser(api, TUTOR_EMAIL);
}, 30_000);
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(COMPONENT_TEST_NOW);
  await api.signInAs(TUTOR_EMAIL);
});
afterEach(() => vi.useRealTimers());

/** The student names of the table's rows, top to bottom. */
function rowNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent ?? '');
}

function fakeHistory(index: number): TutoringHistory {
  return {
    id: 9000 + index,
    tutorId: tutor.tutorId!,
    tutorName: 'T',
    studentId: 9000 + index,
    studentName: `Student ${String(index).padStart(2, '0')}`,
    advisorName: index % 2 ? 'Amy Advisor' : null,
    enrollmentId: null,
    courseId: null,
    brandName: 'Private Tutoring',
    minutes: index * 30,
    remainingMinutes: 600 - index * 10,
    active: true,
    notes: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    lockVersion: 0,
  };
}

/** The Tutoring tab's table over `count` made-up active students. */
async function studentsTableOf(count: number): Promise<HTMLElement> {
  const histories = Array.from({ length: count }, (_, i) => fakeHistory(i + 1));
  const meta = { totalCount: count, totalPages: 1, pageNumber: 1, pageSize: count };
  api.server.use(
    http.get(HISTORIES, () => HttpResponse.json({ tutoring_histories: histories, meta })),
  );
  renderApp('/tutor/dashboard/students');
  return screen.findByRole('table', { name: 'Tutoring students' }, { timeout: 15_000 });
}

describe("the tutor dashboard's lists", { timeout: 30_000 }, () => {
  it('sorts the tutoring list by Hours, Student Name, Advisor and Remaining Hours', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const histories = await api.query<{ name: string }>(
      `select st.first_name || ' ' || st.last_name as name from tutoring_histories h
        join students st on st.id = h.student_id where h.tutor_id = $1 and h.active`,
      [tutor.tutorId],
    );
    expect(histories.length).toBeGreaterThan(1);
    renderApp('/tutor/dashboard/students');
    const table = await screen.findByRole(
      'table',
      { name: 'Tutoring students' },
      { timeout: 15_000 },
    );
    const byName = rowNames(table);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
    for (const header of ['Student Name', 'Advisor', 'Hours', 'Remaining Hours'])
      expect(within(table).getByRole('button', { name: header })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Student Name' }));
    expect(rowNames(table)).toEqual([...byName].reverse());
    await user.click(within(table).getByRole('button', { name: 'Hours' }));
    const { json } = await api.request(
      'GET',
      `/api/v2/tutoring_histories?tutorId=${tutor.tutorId}&active=true&noPagination=true`,
    );
    const served = (json as { tutoring_histories: TutoringHistory[] }).tutoring_histories;
    expect(rowNames(table)).toEqual(
      sortTutoringHistories(served, { key: 'minutes', direction: 'asc' })
        .slice(0, 25)
        .map((h) => h.studentName),
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .find((cell) => cell.textContent?.startsWith('Hours')),
    ).toHaveAttribute('aria-sort', 'ascending');
  });

  it('pages a tutoring list above 25 students, 25 a page', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const table = await studentsTableOf(30);
    expect(rowNames(table)).toHaveLength(25);
    expect(rowNames(table)[0]).toBe('Student 01');
    expect(within(table).getAllByText('Amy Advisor').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(rowNames(table)).toEqual([
      'Student 26',
      'Student 27',
      'Student 28',
      'Student 29',
      'Student 30',
    ]);
  });

  it('shows no pages for 25 students or fewer', async () => {
    const table = await studentsTableOf(25);
    expect(rowNames(table)).toHaveLength(25);
    expect(
      screen.queryByRole('navigation', { name: 'Tutoring students pages' }),
    ).not.toBeInTheDocument();
  });

  it("groups the tutor's courses by department, then brand", async () => {
    const groups = await api.query<{ department: string; brand: string }>(
      `select distinct d.name as department, b.name as brand from courses c
        join brands b on b.id = c.brand_id join departments d on d.id = b.department_id
        where c.id in (select s.course_id from sessions s where s.supervisor_id = $1
                       union select s.course_id from sessions s
                         join assignments a on a.session_id = s.id where a.employee_id = $1)
          and not exists (select 1 from sessions t where t.course_id = c.id and t.type = 'Tutoring')`,
      [tutor.tutorId],
    );
    expect(groups.length).toBeGreaterThan(0);
    renderApp('/tutor/dashboard/courses');
    const list = await screen.findByRole('region', { name: 'Courses' }, { timeout: 15_000 });
    for (const { department, brand } of groups) {
      const section = within(list).getByRole('region', { name: department });
      expect(
        within(section).getByRole('table', { name: `${department}: ${brand}` }),
      ).toBeInTheDocument();
    }
  });

  it('labels a course "new!" before its first session and notes one whose sessions are over', async () => {
    const at = (hours: number) =>
      new Date(COMPONENT_TEST_NOW.getTime() + hours * HOUR).toISOString();
    const base = {
      name: 'x',
      status: 'published',
      brandId: 1,
      subjectId: null,
      hostId: null,
      leadSourceId: null,
      startsAt: null,
      endsAt: null,
      duration: null,
      notes: null,
      reservedForId: null,
      reservationEndsAt: null,
      sessionsCount: 4,
      createdAt: at(-1000),
      updatedAt: at(-1000),
      lockVersion: 0,
      brand: { name: 'SAT Prep', department: { name: 'Test Prep' } },
    };
    api.server.use(
      http.get(COURSES, () =>
        HttpResponse.json({
          courses: [
            {
              ...base,
              id: 1,
              title: 'Coming Course',
              schedule: 'Mon 4pm',
              enrollmentsCount: 3,
              firstSessionAt: at(48),
              lastSessionAt: at(500),
            },
            {
              ...base,
              id: 2,
              title: 'Finished Course',
              schedule: 'Tue 5pm',
              enrollmentsCount: 0,
              firstSessionAt: at(-500),
              lastSessionAt: at(-2),
            },
          ],
          meta: { totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 2 },
        }),
      ),
    );
    renderApp('/tutor/dashboard/courses');
    const table = await screen.findByRole(
      'table',
      { name: 'Test Prep: SAT Prep' },
      { timeout: 15_000 },
    );
    const [, coming, finished] = within(table).getAllByRole('row');
    expect(within(coming!).getByText('new!')).toBeInTheDocument();
    expect(within(coming!).getByText('Mon 4pm')).toBeInTheDocument();
    expect(within(coming!).getByText('3')).toBeInTheDocument();
    expect(within(coming!).queryByText('No upcoming sessions')).not.toBeInTheDocument();
    expect(within(finished!).queryByText('new!')).not.toBeInTheDocument();
    expect(within(finished!).getByText('No upcoming sessions')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api
          .requestsTo('/api/v2/courses')
          .some((url) => url.searchParams.get('include') === 'brand.department'),
      ).toBe(true),
    );
  });
});
