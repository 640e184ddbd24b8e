import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  renderWithToasts,
  startSchedulingApi,
  testHttpClient,
} from '../scheduling/test/scheduling-test-api.tsx';
import { AttendancePanel } from './AttendancePanel.tsx';
import { tutorSessionOf } from './test/attendance-test-api.ts';

const api = startSchedulingApi();

function renderPanel(sessionId: number, app: 'tutor' | 'admin' | 'crm' = 'tutor') {
  const onSaved = vi.fn();
  renderWithToasts(
    <AttendancePanel
      sessionId={sessionId}
      app={app}
      httpClient={testHttpClient()}
      onSaved={onSaved}
    />,
  );
  return { onSaved };
}

const LONG_NOTE = 'Worked through linear equations and word problems; '.repeat(3);

describe('AttendancePanel', { timeout: 30_000 }, () => {
  it('says "No students to take attendance." for a session without students', async () => {
    api.willWrite();
    const session = await tutorSessionOf(api, 'Math Achievers Club', 'past');
    await api.query('delete from attendances where session_id = $1', [session.id]);
    renderPanel(session.id);
    expect(await screen.findByText('No students to take attendance.')).toBeInTheDocument();
    expect(screen.getByText('Attendance Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take Attendance' })).not.toBeInTheDocument();
  });

  it('takes attendance with points and gems in one submit, then says when it was submitted', async () => {
    api.willWrite();
    const session = await tutorSessionOf(api, 'Math Achievers Club', 'past', 2);
    const [first] = await api.query<{ points: number; name: string }>(
      `select points, first_name || ' ' || last_name as name from students where id = $1`,
      [session.studentIds[0]],
    );
    const { onSaved } = renderPanel(session.id);
    expect(await screen.findByText('Attendance Pending')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take Attendance' }));
    await userEvent.click(screen.getByLabelText('Select All'));
    const name = first!.name;
    await userEvent.click(screen.getByRole('button', { name: `Give ${name} 10 points` }));
    await userEvent.click(screen.getByRole('button', { name: `Give ${name} 50 points` }));
    await userEvent.click(screen.getByRole('button', { name: `Ruby for ${name}` }));
    expect(screen.getByRole('button', { name: `Ruby for ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(screen.getByLabelText(`Note for ${name}`), 'Great focus today.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Attendance' }));

    expect(
      await screen.findByText('Attendance has been submitted for this session'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('attendance-submitted-on')).toHaveTextContent(/^Submitted on/);
    expect(screen.getByRole('button', { name: 'Edit Attendance' })).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();

    const rows = await api.query<{ attended: boolean; notes: string | null; studentId: number }>(
      'select attended, notes, student_id as "studentId" from attendances where session_id = $1',
      [session.id],
    );
    expect(rows.every((row) => row.attended)).toBe(true);
    expect(rows.find((row) => row.studentId === session.studentIds[0])!.notes).toBe(
      'Great focus today.',
    );
    const [student] = await api.query<{ points: number }>(
      'select points from students where id = $1',
      [session.studentIds[0]],
    );
    expect(student!.points).toBe(first!.points + 60);
    const badges = await api.query<{ description: string }>(
      'select description from student_badges where student_id = $1 and session_id = $2',
      [session.studentIds[0], session.id],
    );
    expect(badges.map((badge) => badge.description)).toEqual(['Ruby']);
    const [taken] = await api.query<{ takenAt: Date | null }>(
      'select attendance_taken_at as "takenAt" from sessions where id = $1',
      [session.id],
    );
    expect(taken!.takenAt).not.toBeNull();
  });

  it('asks the Tutoring brand for a 140-character note before it submits', async () => {
    api.willWrite();
    const session = await tutorSessionOf(api, 'Private Tutoring', 'past');
    const [student] = await api.query<{ name: string }>(
      `select first_name || ' ' || last_name as name from students where id = $1`,
      [session.studentIds[0]],
    );
    renderPanel(session.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Take Attendance' }));
    const note = screen.getByLabelText(`Note for ${student!.name}`);
    // The note is disabled unless the student attended.
    expect(note).toBeDisabled();
    await userEvent.click(screen.getByLabelText(`Attended: ${student!.name}`));
    expect(note).toBeEnabled();
    expect(screen.getByText('140 more characters please')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields.');
    expect(screen.getByRole('button', { name: 'Submit Attendance' })).toBeDisabled();
    // No points or gems in a brand without points.
    expect(screen.queryByRole('button', { name: /points$/ })).not.toBeInTheDocument();

    await userEvent.type(note, 'Fractions review');
    expect(screen.getByText('124 more characters please')).toBeInTheDocument();
    await userEvent.type(note, LONG_NOTE);
    expect(screen.queryByText(/more characters please/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(
      await screen.findByText('Attendance has been submitted for this session'),
    ).toBeInTheDocument();
  });

  it('shows the tutor table when more than one tutor is on the session', async () => {
    api.willWrite();
    const session = await tutorSessionOf(api, 'SAT Prep Live', 'past');
    const [other] = await api.query<{ id: number; name: string }>(
      `select t.id, u.first_name as name from tutors t
         join employees e on e.id = t.id join users u on u.id = e.user_id
        where t.id <> $1 and not exists (select 1 from assignments a join sessions s on s.id = a.session_id
          where a.employee_id = t.id and tstzrange(s.starts_at, s.ends_at) &&
            (select tstzrange(starts_at, ends_at) from sessions where id = $2))
        order by t.id limit 1`,
      [session.tutorId, session.id],
    );
    await api.query('insert into assignments (session_id, employee_id) values ($1, $2)', [
      session.id,
      other!.id,
    ]);
    renderPanel(session.id);
    const tutors = await screen.findByRole('list', { name: 'Tutors' });
    // A tutor sees another tutor's last initial only.
    expect(within(tutors).getByText(new RegExp(`^${other!.name} \\w\\.$`))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take Attendance' }));
    await userEvent.click(within(tutors).getByLabelText(new RegExp(`^Attended: ${other!.name}`)));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(
      await screen.findByText('Attendance has been submitted for this session'),
    ).toBeInTheDocument();
    const [assignment] = await api.query<{ attended: boolean | null }>(
      'select attended from assignments where session_id = $1 and employee_id = $2',
      [session.id, other!.id],
    );
    expect(assignment!.attended).toBe(true);
  });

  it('says when attendance opens for a session more than 30 minutes away', async () => {
    api.willWrite();
    const session = await tutorSessionOf(api, 'Math Achievers Club', 'future');
    renderPanel(session.id);
    expect(
      await screen.findByText('Attendance opens 30 minutes before the session starts.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take Attendance' })).not.toBeInTheDocument();
  });

  it('is read-only in the CRM app', async () => {
    const session = await tutorSessionOf(api, 'Math Achievers Club', 'past');
    api.willWrite();
    renderPanel(session.id, 'crm');
    expect(await screen.findByText('Attendance Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take Attendance' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the session cannot be loaded', async () => {
    const session = await tutorSessionOf(api, 'Math Achievers Club', 'past');
    api.willWrite();
    api.server.use(
      http.get(`*/api/v2/sessions/${session.id}`, () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    renderPanel(session.id);
    expect(await screen.findByText('The attendance could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByTestId('toast-message')).toHaveTextContent(
      'Our server has experienced an error.',
    );
    api.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Attendance Pending')).toBeInTheDocument();
  });

  it('offers the bulk form over 200 attendees and marks them all attended with one note', async () => {
    const session = await tutorSessionOf(api, 'Math Achievers Club', 'past');
    api.willWrite();
    // 201 more students on the session.
    await api.query(
      `with added as (
         insert into students (first_name, last_name)
         select 'Bulk', 'Student ' || n from generate_series(1, 201) n returning id)
       insert into attendances (session_id, student_id) select $1, id from added`,
      [session.id],
    );
    const count = 201 + session.studentIds.length;
    renderPanel(session.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Take Attendance' }));
    expect(screen.queryByRole('list', { name: 'Students' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Note \(customer-facing\)/), 'Great class.');
    await userEvent.click(
      screen.getByRole('button', { name: `Submit attendance for ${count} students with notes` }),
    );
    expect(
      await screen.findByText('Attendance has been submitted for this session', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    const rows = await api.query<{ attended: boolean; notes: string }>(
      'select attended, notes from attendances where session_id = $1',
      [session.id],
    );
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => row.attended && row.notes === 'Great class.')).toBe(true);
    const [taken] = await api.query<{ takenAt: string | null }>(
      'select attendance_taken_at as "takenAt" from sessions where id = $1',
      [session.id],
    );
    expect(taken!.takenAt).not.toBeNull();
  });
});
