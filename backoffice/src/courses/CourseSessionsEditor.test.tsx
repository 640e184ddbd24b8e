import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TEST_NOW, createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

beforeEach(() => api.signInAs('admin@demo.test'));

interface Staffing {
  courseId: number;
  brandName: string;
  tutorId: number;
  firstName: string;
  lastName: string;
}

/**
 * A published course with upcoming sessions, and an active tutor taking new students who does
 * not work in the department of the course's brand (not qualified for it).
 */
async function courseAndUnqualifiedTutor(): Promise<Staffing> {
  const [row] = await api.query<Staffing>(
    `select c.id as "courseId", b.name as "brandName", t.id as "tutorId",
            u.first_name as "firstName", u.last_name as "lastName"
       from courses c
       join brands b on b.id = c.brand_id
       join tutors t on t.accept_new_students
       join employees e on e.id = t.id and e.active
       join users u on u.id = e.user_id
      where c.status = 'published'
        and not b.employee_staffing
        and exists (select 1 from sessions s where s.course_id = c.id and s.starts_at > $1)
        and not exists (select 1 from tutor_departments d
                         where d.tutor_id = t.id and d.department_id = b.department_id)
      order by c.id, u.last_name, t.id
      limit 1`,
    [TEST_NOW.toISOString()],
  );
  if (!row) throw new Error('the demo world has no tutor unqualified for a published course');
  return row;
}

async function openEditor(courseId: number) {
  renderApp(`/admin/courses/${courseId}/show`);
  fireEvent.click(await screen.findByRole('button', { name: 'Manage sessions' }));
  return screen.findByRole('dialog', { name: /^Sessions of / });
}

async function chooseTutor(dialog: HTMLElement, name: string, label = 'Tutor') {
  const input = within(dialog).getByRole('combobox', { name: label });
  fireEvent.change(input, { target: { value: name } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('CourseSessionsEditor: the staffing rules', () => {
  it("refuses a tutor not qualified for the course's brand, with the spec's message", async () => {
    const staffing = await courseAndUnqualifiedTutor();
    const dialog = await openEditor(staffing.courseId);
    const [firstSession] = await within(dialog).findAllByRole('checkbox', {
      name: /^Select the session of /,
    });
    fireEvent.click(firstSession!);
    await chooseTutor(dialog, staffing.lastName);

    expect(await within(dialog).findByText('This tutor is not qualified.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    const lookup = api.requestsTo('/api/v2/enrollments/qualification').at(-1)!;
    expect(Object.fromEntries(lookup.searchParams)).toEqual({
      employeeId: String(staffing.tutorId),
      brandName: staffing.brandName,
    });
  });

  it('shows the server refusal in the modal (the brand left the tutor meanwhile)', async () => {
    api.willWrite();
    const staffing = await courseAndUnqualifiedTutor();
    const [brand] = await api.query<{ departmentId: number }>(
      `select department_id as "departmentId" from brands where name = $1`,
      [staffing.brandName],
    );
    // Qualified when chosen: the lookup says so and Assign is enabled.
    await api.query(`insert into tutor_departments (tutor_id, department_id) values ($1, $2)`, [
      staffing.tutorId,
      brand!.departmentId,
    ]);
    const dialog = await openEditor(staffing.courseId);
    const [firstSession] = await within(dialog).findAllByRole('checkbox', {
      name: /^Select the session of /,
    });
    fireEvent.click(firstSession!);
    await chooseTutor(dialog, staffing.lastName);
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    await waitFor(() => expect(assign).toBeEnabled());
    // No longer by the time Assign is pressed: the server refuses with the spec's message.
    await api.query(`delete from tutor_departments where tutor_id = $1 and department_id = $2`, [
      staffing.tutorId,
      brand!.departmentId,
    ]);
    fireEvent.click(assign);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This tutor is not qualified.',
    );
  });

  it('offers the Employees tab for brands with employee staffing', async () => {
    const [course] = await api.query<{ id: number }>(
      `select c.id from courses c join brands b on b.id = c.brand_id
        where b.employee_staffing and c.status = 'published' order by c.id limit 1`,
    );
    const dialog = await openEditor(course!.id);
    expect(within(dialog).getByRole('tab', { name: 'Tutors' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Employees' }));
    expect(within(dialog).getByRole('combobox', { name: 'Employee' })).toBeInTheDocument();
  });

  it('offers no Employees tab for the other brands', async () => {
    const staffing = await courseAndUnqualifiedTutor();
    const dialog = await openEditor(staffing.courseId);
    expect(within(dialog).getByRole('combobox', { name: 'Tutor' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Employees' })).not.toBeInTheDocument();
  });

  it('shows "Include Non-Accepting Work Tutors?" to OPERATIONS only', async () => {
    const staffing = await courseAndUnqualifiedTutor();
    const dialog = await openEditor(staffing.courseId);
    expect(
      within(dialog).queryByRole('switch', { name: 'Include Non-Accepting Work Tutors?' }),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.requestsTo('/api/v2/tutors').some((url) => url.searchParams.has('acceptNewStudents')),
      ).toBe(true),
    );
  });

  it('lets OPERATIONS include tutors taking no new students, marked "Cannot Add"', async () => {
    api.willWrite();
    const staffing = await courseAndUnqualifiedTutor();
    await api.query(`update tutors set accept_new_students = false where id = $1`, [
      staffing.tutorId,
    ]);
    await api.signInAs('gideon.bell-staff@example.test');
    const dialog = await openEditor(staffing.courseId);
    const toggle = within(dialog).getByRole('switch', {
      name: 'Include Non-Accepting Work Tutors?',
    });
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(api.requestsTo('/api/v2/tutors').at(-1)!.searchParams.has('acceptNewStudents')).toBe(
        false,
      ),
    );
    const input = within(dialog).getByRole('combobox', { name: 'Tutor' });
    fireEvent.change(input, { target: { value: staffing.lastName } });
    const option = await screen.findByRole('option', { name: new RegExp(staffing.lastName) });
    expect(option).toHaveTextContent('Cannot Add - Not accepting students');
  });
});
