import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';
import { addCalendarDays, formatUsDate } from '@tp/domain';
import { formatCourseDate } from '../courses/courseDates.ts';

const api = createTestApi();

/** The table's body rows (the first row is the header). */
async function bodyRows(): Promise<HTMLElement[]> {
  return (await screen.findAllByRole('row')).slice(1);
}

/** A published course with at least two active enrollees and no attendances of theirs. */
async function courseWithEnrollees(): Promise<{ id: number; title: string }> {
  const [row] = await api.query<{ id: number; title: string }>(
    `select c.id, c.title from courses c
      where c.status = 'published' and c.title = 'Algebra I Foundations' limit 1`,
  );
  return row!;
}

describe('Enrollments', () => {
  // Two list loads and 25 rows of action buttons: slow on a busy machine, so a longer timeout.
  it(
    'lists 25 enrollments a page with names and states, and narrows them with a quick filter',
    { timeout: 60_000 },
    async () => {
      await api.signInAs('advisor@demo.test');
      renderApp('/admin/enrollments');

      await waitFor(async () => expect(await bodyRows()).toHaveLength(25));
      const list = api.requestsTo('/api/v2/enrollments').at(-1)!;
      expect(list.searchParams.get('per')).toBe('25');
      expect(list.searchParams.get('orderBy')).toBe('created_at');
      expect(screen.getByRole('columnheader', { name: 'Student' })).toBeInTheDocument();
      // Advisors enroll and cancel; removing is for those who run courses.
      expect(screen.getByRole('link', { name: 'Enroll' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Batch enroll' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Cancel' }).length).toBeGreaterThan(0);

      fireEvent.click(screen.getByRole('button', { name: 'Unenrolled' }));
      await waitFor(() =>
        expect(api.requestsTo('/api/v2/enrollments').at(-1)!.searchParams.get('active')).toBe(
          'false',
        ),
      );
      const [unenrolled] = await api.query<{ count: number }>(
        "select count(*)::int as count from enrollments where status <> 'active'",
      );
      await waitFor(async () =>
        expect(await bodyRows()).toHaveLength(Math.min(unenrolled!.count, 25)),
      );
      for (const row of await bodyRows())
        expect(within(row).getByText(/Canceled|Cancels|Transferred/)).toBeInTheDocument();
    },
  );

  it('says the spec’s words when nothing matches', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp(`/admin/enrollments?filter=${encodeURIComponent('{"query":"no such student"}')}`);
    expect(await screen.findByText('No enrollees added')).toBeInTheDocument();
  });

  it('checks the enrollee form with domain’s schema before sending anything', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/enrollments/create');

    fireEvent.click(await screen.findByLabelText('Limited'));
    expect(await screen.findByLabelText('Attendance limit')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText('Please choose a course')).toBeInTheDocument();
    expect(screen.getByText('Please choose a student')).toBeInTheDocument();
    expect(api.requestsTo('/api/v2/enrollments').filter((url) => url.search === '')).toHaveLength(
      0,
    );
  });

  it('cancels an enrollee of a course with a reason from the spec’s list', async () => {
    api.willWrite();
    await api.signInAs('advisor@demo.test');
    const course = await courseWithEnrollees();
    renderApp(`/admin/enrollments/course/${course.id}`);

    expect((await screen.findAllByText(`Enrollees of ${course.title}`)).length).toBeGreaterThan(0);
    // Ten a page by default on a course's enrollees (spec §2), active ones first.
    await waitFor(() =>
      expect(api.requestsTo('/api/v2/enrollments').at(-1)!.searchParams.get('per')).toBe('10'),
    );
    const [first] = await bodyRows();
    const student = within(first!).getAllByRole('link')[0]!.textContent!;
    // An advisor cannot remove enrollees: no Edit enrollees.
    expect(screen.queryByRole('button', { name: 'Edit enrollees' })).not.toBeInTheDocument();
    fireEvent.click(within(first!).getByRole('button', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel enrollment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel enrollment' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /reason/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Price too high' }));
    fireEvent.click(within(dialog).getByLabelText(/cancel immediately/i));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel enrollment' }));

    expect(await screen.findByText('Enrollment has been canceled.')).toBeInTheDocument();
    const [row] = await api.query<{ status: string; cancel_reason: string }>(
      `select e.status, e.cancel_reason from enrollments e join students s on s.id = e.student_id
        where e.course_id = $1 and s.first_name || ' ' || s.last_name = $2`,
      [course.id, student],
    );
    expect(row).toEqual({ status: 'canceled', cancel_reason: 'Price too high' });
  });

  it('gives an instruction manager Edit enrollees: search and remove', async () => {
    await api.signInAs('manager@demo.test');
    const course = await courseWithEnrollees();
    renderApp(`/admin/enrollments/course/${course.id}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit enrollees' }));
    fireEvent.change(screen.getByLabelText('Search enrollees'), { target: { value: 'zzz' } });
    await waitFor(() =>
      expect(api.requestsTo('/api/v2/enrollments').at(-1)!.searchParams.get('query')).toBe('zzz'),
    );
    expect(await screen.findByText('No enrollees added')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search enrollees'), { target: { value: '' } });
    await waitFor(async () =>
      expect(within((await bodyRows())[0]!).getByRole('button', { name: 'Remove' })).toBeTruthy(),
    );
  });

  it(
    'shows and edits the start as a calendar date, the same in every viewer’s zone',
    { timeout: 60_000 },
    async () => {
      api.willWrite();
      const [enrollment] = await api.query<{
        id: number;
        starts: string;
        from: string;
        to: string;
      }>(
        `select e.id, e.starts_at::text as starts, c.starts_at::text as from, c.ends_at::text as to
          from enrollments e join courses c on c.id = e.course_id
          where e.status = 'active' and c.status = 'published' and e.starts_at is not null
            and c.ends_at > c.starts_at + 7
          order by e.id limit 1`,
      );
      const { id, starts, from, to } = enrollment!;
      // A day ahead of UTC and a day behind: an instant would read as different days.
      await api.query(
        `update users set time_zone = case email when 'admin@demo.test' then 'Pacific/Kiritimati'
          else 'Pacific/Pago_Pago' end where email in ('admin@demo.test', 'advisor@demo.test')`,
      );
      for (const viewer of ['admin@demo.test', 'advisor@demo.test']) {
        await api.signInAs(viewer);
        const { unmount } = renderApp(`/admin/enrollments/${id}/show`);
        expect(await screen.findByText(formatCourseDate(starts))).toBeInTheDocument();
        unmount();
      }

      await api.signInAs('admin@demo.test');
      renderApp(`/admin/enrollments/${id}`);
      const input = await screen.findByLabelText('Starts on');
      await waitFor(() => expect(input).toHaveValue(starts));
      // The picker offers the course's dates only.
      await waitFor(() => expect(input).toHaveAttribute('min', from));
      expect(input).toHaveAttribute('max', to);

      // A day before the course: domain's rule says so on the field, and nothing is sent.
      fireEvent.change(input, { target: { value: addCalendarDays(from, -1) } });
      fireEvent.click(screen.getByRole('button', { name: /save/i }));
      const dates = `${formatUsDate(from)} to ${formatUsDate(to)}`;
      expect(
        await screen.findByText(`must be within the course's dates (${dates})`),
      ).toBeInTheDocument();
      const startOf = async () =>
        (
          await api.query<{ starts: string }>(
            'select starts_at::text as starts from enrollments where id = $1',
            [id],
          )
        )[0]!.starts;
      expect(await startOf()).toBe(starts);

      const newStart = addCalendarDays(from, 7);
      fireEvent.change(input, { target: { value: newStart } });
      // The form checks the new day again as it changes: saved once that is done.
      await waitFor(() => expect(screen.queryByText(/must be within/)).not.toBeInTheDocument());
      const save = screen.getByRole('button', { name: /save/i });
      await waitFor(() => expect(save).toBeEnabled());
      fireEvent.click(save);
      expect(await screen.findByText(formatCourseDate(newStart))).toBeInTheDocument();
      expect(await startOf()).toBe(newStart);
    },
  );
});
