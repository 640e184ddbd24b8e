import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

/** The table's body rows (the first row is the header). */
async function bodyRows(): Promise<HTMLElement[]> {
  return (await screen.findAllByRole('row')).slice(1);
}

async function studentId(where: string): Promise<number> {
  const [row] = await api.query<{ id: number }>(`select id from students where ${where} limit 1`);
  return row!.id;
}

// Each test renders the whole back-office over the real API: allow for a busy machine.
const SLOW = 60_000;

describe('Students', () => {
  it(
    'lists 25 students a page by last name, with TK and K shown as such',
    async () => {
      await api.signInAs('advisor@demo.test');
      renderApp('/admin/students');

      // The first render signs in and loads the list: give it longer than findBy's second.
      await screen.findAllByRole('row', {}, { timeout: 10_000 });
      await waitFor(async () => expect(await bodyRows()).toHaveLength(25));
      const list = api.requestsTo('/api/v2/students').at(-1)!;
      expect(list.searchParams.get('per')).toBe('25');
      expect(list.searchParams.get('orderBy')).toBe('last_name');
      expect(screen.getByRole('columnheader', { name: /grade/i })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Inactive' }));
      await waitFor(() =>
        expect(api.requestsTo('/api/v2/students').at(-1)!.searchParams.get('active')).toBe('false'),
      );
      await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
      for (const row of await bodyRows()) expect(row).toHaveTextContent('Inactive');
    },
    SLOW,
  );

  it(
    'filters by grade TK (-1) and shows the label',
    async () => {
      await api.signInAs('advisor@demo.test');
      renderApp(`/admin/students?filter=${encodeURIComponent('{"grade":-1}')}`);
      await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
      const [row] = await bodyRows();
      expect(row).toHaveTextContent('Mila');
      expect(within(row!).getByText('TK')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says so when no student matches',
    async () => {
      await api.signInAs('advisor@demo.test');
      renderApp(`/admin/students?filter=${encodeURIComponent('{"query":"zzzz-nobody"}')}`);
      expect(await screen.findByText('No students match these filters.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'checks first and last name with domain’s schema before sending anything',
    async () => {
      await api.signInAs('advisor@demo.test');
      renderApp('/admin/students/create');

      fireEvent.change(await screen.findByLabelText(/^first name/i), { target: { value: '  ' } });
      fireEvent.click(screen.getByRole('button', { name: /save/i }));

      expect(await screen.findAllByText("can't be blank")).toHaveLength(2);
      expect(api.requests.filter((url) => url.pathname === '/api/v2/students')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'edits a student’s grade, back on the profile',
    async () => {
      api.willWrite();
      await api.signInAs('advisor@demo.test');
      const id = await studentId("first_name = 'Owen'");
      renderApp(`/admin/students/${id}`);

      // The class picker: on the tests' day (2025-03-05) this year's seniors are the class of
      // 2025, so kindergarten graduates in 2037.
      const grade = await screen.findByRole('combobox', { name: /grade and class/i });
      fireEvent.mouseDown(grade);
      const list = await screen.findByRole('listbox');
      expect(within(list).getByRole('option', { name: 'Grade 12 · Class of 2025' })).toBeVisible();
      fireEvent.click(within(list).getByRole('option', { name: 'K · Class of 2037' }));
      fireEvent.click(screen.getByRole('button', { name: /save/i }));

      expect(await screen.findByText('Student updated')).toBeInTheDocument();
      const [row] = await api.query<{ grade: number }>('select grade from students where id = $1', [
        id,
      ]);
      expect(row!.grade).toBe(0);
      // The profile shows the grade with its class.
      expect(await screen.findByText('K · Class of 2037')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'picks the student’s school from the schools typed for, and shows it on the profile',
    async () => {
      api.willWrite();
      await api.signInAs('advisor@demo.test');
      const id = await studentId("first_name = 'Owen'");
      const [school] = await api.query<{ id: number; name: string }>(
        "select id, name from lead_sources where type = 'School' order by name desc limit 1",
      );
      renderApp(`/admin/students/${id}`);

      const picker = await screen.findByRole('combobox', { name: /school/i });
      fireEvent.change(picker, { target: { value: school!.name.slice(0, 6) } });
      // Only schools are offered: the list asks for lead sources of the two school types.
      await waitFor(() => {
        const asked = api.requestsTo('/api/v2/lead_sources').at(-1)!;
        expect(asked.searchParams.getAll('type[]').sort()).toEqual(['PendingSchool', 'School']);
      });
      fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${school!.name}`) }));
      fireEvent.click(screen.getByRole('button', { name: /save/i }));

      expect(await screen.findByText('Student updated')).toBeInTheDocument();
      const [row] = await api.query<{ school_id: number }>(
        'select school_id from students where id = $1',
        [id],
      );
      expect(row!.school_id).toBe(school!.id);
      // Back on the profile, the school links to its lead source.
      expect(await screen.findByRole('link', { name: school!.name })).toHaveAttribute(
        'href',
        `/admin/lead_sources/${school!.id}/show`,
      );
    },
    SLOW,
  );

  it(
    'lists the student’s courses with their state in words, each linked to its course',
    async () => {
      await api.signInAs('advisor@demo.test');
      const [enrollment] = await api.query<{ student_id: number; course_id: number }>(
        "select student_id, course_id from enrollments where status = 'active' order by id limit 1",
      );
      renderApp(`/admin/students/${enrollment!.student_id}/show`);

      await waitFor(() =>
        expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(
          `/admin/courses/${enrollment!.course_id}/show`,
        ),
      );
      expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
      expect(screen.queryByText('active')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the profile’s tabs, links the parent, and makes a student inactive after confirming',
    async () => {
      api.willWrite();
      await api.signInAs('advisor@demo.test');
      const id = await studentId("first_name = 'Owen'");
      renderApp(`/admin/students/${id}/show`);

      await waitFor(() => expect(window.location.pathname).toMatch(/\/show\/academic-planner$/));
      expect(await screen.findByRole('tab', { name: /academic planner/i })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: /sessions/i })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: /contact/i })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: /exams/i })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Make inactive' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Make inactive' }));
      expect(await screen.findByText(/is now inactive/)).toBeInTheDocument();
      const [row] = await api.query<{ active: boolean }>(
        'select active from students where id = $1',
        [id],
      );
      expect(row!.active).toBe(false);
    },
    SLOW,
  );

  it(
    'shows on the academic planner tab the student’s tutoring hours and study areas',
    async () => {
      await api.signInAs('advisor@demo.test');
      const id = await studentId(
        "user_id = (select id from users where email = 'student@demo.test')",
      );
      const areas = await api.query<{ name: string }>(
        'select s.name from study_areas a join subjects s on s.id = a.subject_id where a.student_id = $1',
        [id],
      );
      renderApp(`/admin/students/${id}/show/academic-planner`);

      const hours = await screen.findByRole(
        'table',
        { name: 'Tutoring hours' },
        { timeout: 20_000 },
      );
      expect(within(hours).getByRole('columnheader', { name: 'Remaining' })).toBeInTheDocument();
      expect(within(hours).getAllByRole('row').length).toBeGreaterThan(1);
      expect(api.requestsTo(`/api/v2/students/${id}/hours`)).not.toHaveLength(0);

      expect(areas.length).toBeGreaterThan(0);
      const table = await screen.findByRole('table', { name: 'Study areas' });
      for (const area of areas) expect(table).toHaveTextContent(area.name);
    },
    SLOW,
  );

  it(
    'lists tutoring histories with the spec’s sortable headers, 25 a page',
    async () => {
      await api.signInAs('manager@demo.test');
      renderApp('/admin/tutoring_histories');
      await screen.findByRole('columnheader', { name: /student name/i }, { timeout: 10_000 });
      const list = api.requestsTo('/api/v2/tutoring_histories').at(-1)!;
      expect(list.searchParams.get('per')).toBe('25');
      expect(list.searchParams.get('active')).toBe('true');
      expect(
        (await screen.findAllByRole('button', { name: 'Remove' }, { timeout: 10_000 })).length,
      ).toBeGreaterThan(0);
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Hours', 'Student Name', 'Advisor', 'Remaining Hours']),
      );
    },
    SLOW,
  );

  it(
    'opens the student’s page from a tutoring history row, inside the back-office',
    async () => {
      await api.signInAs('manager@demo.test');
      renderApp('/admin/tutoring_histories');
      const [firstRow] = (await screen.findAllByRole('row', {}, { timeout: 10_000 })).slice(1);
      const name = within(firstRow!).getAllByRole('cell')[1]!;
      const [history] = await api.query<{ student_id: number }>(
        `select h.student_id from tutoring_histories h join students s on s.id = h.student_id
          where s.first_name || ' ' || s.last_name = $1 limit 1`,
        [name.textContent],
      );

      fireEvent.click(name);

      await waitFor(() =>
        expect(window.location.pathname).toMatch(
          new RegExp(`^/admin/students/${history!.student_id}/show`),
        ),
      );
    },
    SLOW,
  );
});
