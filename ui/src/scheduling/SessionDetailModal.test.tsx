import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionDetailModal } from './SessionDetailModal.tsx';
import {
  demoTutor,
  renderWithToasts,
  startSchedulingApi,
  testHttpClient,
} from './test/scheduling-test-api.tsx';

const api = startSchedulingApi();
let tutor: Awaited<ReturnType<typeof demoTutor>>;
beforeAll(async () => {
  tutor = await demoTutor(api);
});

/** The tutor's next session after the demo world's now, supervised by them. */
async function upcomingSession(): Promise<{ id: number; title: string }> {
  const [row] = await api.query<{ id: number; title: string }>(
    `select s.id, c.title from sessions s join courses c on c.id = s.course_id
      where s.supervisor_id = $1 and s.canceled_at is null and s.starts_at > '2025-03-05T15:00:00Z'
      order by s.starts_at limit 1`,
    [tutor.tutorId],
  );
  return row!;
}

function renderModal(
  sessionId: number,
  onChanged = vi.fn(),
  onEdit = vi.fn(),
  canEditSession?: (session: { type: string }) => boolean,
) {
  renderWithToasts(
    <SessionDetailModal
      sessionId={sessionId}
      app="tutor"
      httpClient={testHttpClient()}
      timeZone="America/Chicago"
      onClose={vi.fn()}
      onChanged={onChanged}
      onEdit={onEdit}
      canEditSession={canEditSession}
    />,
  );
  return { onChanged, onEdit };
}

describe('SessionDetailModal', { timeout: 20_000 }, () => {
  it('shows the tutor, the time in the viewer’s zone and the duration', async () => {
    const session = await upcomingSession();
    const [times] = await api.query<{ label: string; duration: number }>(
      `select to_char(starts_at at time zone 'America/Chicago', 'FMHH12:MI AM') as label, duration
         from sessions where id = $1`,
      [session.id],
    );
    renderModal(session.id);
    const dialog = await screen.findByRole('dialog', { name: session.title });
    expect(await within(dialog).findByText(tutor.name)).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(`· ${times!.label} –`))).toBeInTheDocument();
    expect(within(dialog).getByText(/CST$/)).toBeInTheDocument();
  });

  it('lists six attendees and then the count of the others', async () => {
    api.willWrite();
    const session = await upcomingSession();
    await api.query('delete from attendances where session_id = $1', [session.id]);
    const students = await api.query<{ id: number; name: string }>(
      `select id, first_name || ' ' || last_name as name from students order by id limit 9`,
    );
    for (const student of students)
      await api.query('insert into attendances (session_id, student_id) values ($1, $2)', [
        session.id,
        student.id,
      ]);
    renderModal(session.id);
    const attendees = await screen.findByTestId('attendees');
    for (const student of students.slice(0, 6)) expect(attendees).toHaveTextContent(student.name);
    expect(attendees).not.toHaveTextContent(students[6]!.name);
    expect(attendees).toHaveTextContent(/and 3 more$/);
  });

  it('reports a late launch by the minutes', async () => {
    api.willWrite();
    const [past] = await api.query<{ id: number }>(
      `update sessions set launched_at = starts_at + interval '7 minutes 20 seconds'
        where id = (select id from sessions where supervisor_id = $1 and ends_at < '2025-03-05T15:00:00Z'
                     and canceled_at is null order by starts_at desc limit 1)
        returning id`,
      [tutor.tutorId],
    );
    renderModal(past!.id);
    expect(await screen.findByTestId('launch-report')).toHaveTextContent(
      'Launched late by 7 minutes',
    );
    // An ended session cannot be canceled.
    expect(screen.queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument();
  });

  it('says "meeting not provisioned" for an online session past its start without a meeting', async () => {
    api.willWrite();
    const [past] = await api.query<{ id: number }>(
      `update sessions set launched_at = null, online = true
        where id = (select id from sessions where supervisor_id = $1 and canceled_at is null
                      and ends_at < '2025-03-05T15:00:00Z' order by starts_at desc limit 1)
        returning id`,
      [tutor.tutorId],
    );
    renderModal(past!.id);
    expect(await screen.findByTestId('launch-report')).toHaveTextContent('meeting not provisioned');
  });

  it('offers the provisioned meeting’s video link while the session runs, and says it was not launched', async () => {
    api.willWrite();
    // In progress at the demo world's now (15:00Z), online, its meeting made by /prepare; the
    // tutor's other sessions in that hour are canceled, so the tutor is not booked twice.
    const session = await upcomingSession();
    await api.query(
      `update sessions set canceled_at = '2025-03-01T00:00:00Z'
        where id <> $1 and starts_at < '2025-03-05T15:50:00Z' and ends_at > '2025-03-05T14:50:00Z'
          and id in (select session_id from assignments where employee_id = $2)`,
      [session.id, tutor.tutorId],
    );
    const [running] = await api.query<{ id: number }>(
      `update sessions set launched_at = null, online = true,
              starts_at = '2025-03-05T14:50:00Z', ends_at = '2025-03-05T15:50:00Z', duration = 60
        where id = $1 returning id`,
      [session.id],
    );
    await api.query(
      `insert into session_meetings (session_id, provider, external_id, join_url, start_url)
       values ($1, 'jitsi', 'room-1', 'https://meet.example.test/room-1', 'https://meet.example.test/room-1#host')`,
      [running!.id],
    );
    renderModal(running!.id);
    expect(await screen.findByTestId('launch-report')).toHaveTextContent('session not launched');
    const link = await screen.findByRole('link', { name: 'Video link' });
    expect(link).toHaveAttribute('href', 'https://meet.example.test/room-1');
  });

  it('says "Relaunch Zoom" once a Zoom session has been launched', async () => {
    api.willWrite();
    const session = await upcomingSession();
    await api.query(
      `update sessions set canceled_at = '2025-03-01T00:00:00Z'
        where id <> $1 and starts_at < '2025-03-05T15:50:00Z' and ends_at > '2025-03-05T14:50:00Z'
          and id in (select session_id from assignments where employee_id = $2)`,
      [session.id, tutor.tutorId],
    );
    const [running] = await api.query<{ id: number }>(
      `update sessions set launched_at = '2025-03-05T14:52:00Z', online = true,
              starts_at = '2025-03-05T14:50:00Z', ends_at = '2025-03-05T15:50:00Z', duration = 60
        where id = $1 returning id`,
      [session.id],
    );
    await api.query(
      `insert into session_meetings (session_id, provider, external_id, join_url, start_url)
       values ($1, 'zoom', '123', 'https://zoom.example.test/j/123', 'https://zoom.example.test/s/123')`,
      [running!.id],
    );
    renderModal(running!.id);
    const link = await screen.findByRole('link', { name: 'Relaunch Zoom' });
    expect(link).toHaveAttribute('href', 'https://zoom.example.test/j/123');
  });

  it('cancels the session after the confirmation', async () => {
    api.willWrite();
    const session = await upcomingSession();
    const { onChanged } = renderModal(session.id);
    const dialog = await screen.findByRole('dialog', { name: session.title });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel session' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel session' });
    expect(
      within(confirm).getByText('Are you sure you want to cancel this session?'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.queryByText(/Are you sure/)).not.toBeInTheDocument());
    expect(api.requestsTo(`/api/v2/sessions/${session.id}/cancel`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('The session has been canceled.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    const [row] = await api.query<{ canceledAt: Date | null }>(
      'select canceled_at as "canceledAt" from sessions where id = $1',
      [session.id],
    );
    expect(row!.canceledAt).not.toBeNull();
    expect(await within(dialog).findByText(/^Canceled on/)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Cancel session' }),
    ).not.toBeInTheDocument();
  });

  it('offers Edit, which hands the session to the editor', async () => {
    const session = await upcomingSession();
    const { onEdit } = renderModal(session.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(session.id);
  });

  it('offers no Edit on a session the viewer may not edit, and still offers Cancel', async () => {
    const session = await upcomingSession();
    const canEditSession = vi.fn(() => false);
    renderModal(session.id, vi.fn(), vi.fn(), canEditSession);
    const dialog = await screen.findByRole('dialog', { name: session.title });
    expect(await within(dialog).findByRole('button', { name: 'Cancel session' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(canEditSession).toHaveBeenCalledWith(expect.objectContaining({ id: session.id }));
  });
});
