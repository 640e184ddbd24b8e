import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionDetailModal } from '../scheduling/SessionDetailModal.tsx';
import {
  renderWithToasts,
  startSchedulingApi,
  testHttpClient,
} from '../scheduling/test/scheduling-test-api.tsx';
import { tutorSessionOf } from './test/attendance-test-api.ts';

const api = startSchedulingApi();

function renderModal(sessionId: number) {
  renderWithToasts(
    <SessionDetailModal
      sessionId={sessionId}
      app="tutor"
      httpClient={testHttpClient()}
      timeZone="America/Chicago"
      onClose={vi.fn()}
    />,
  );
}

describe('AttendanceIcon next to the session modal’s attendees', { timeout: 30_000 }, () => {
  it('says attended or unattended per student once attendance is taken', async () => {
    api.willWrite();
    const session = await tutorSessionOf(api, 'Math Achievers Club', 'past', 2);
    await api.query(`update attendances set attended = (student_id = $2) where session_id = $1`, [
      session.id,
      session.studentIds[0],
    ]);
    await api.query(`update sessions set attendance_taken_at = ends_at where id = $1`, [
      session.id,
    ]);
    renderModal(session.id);
    const attendees = await screen.findByTestId('attendees');
    expect(
      within(attendees).getAllByRole('img', {
        name: 'Student has been marked as attended by the tutor',
      }),
    ).toHaveLength(1);
    expect(
      within(attendees).getAllByRole('img', {
        name: 'Student has been marked as unattended by the tutor',
      }).length,
    ).toBeGreaterThan(0);
  });

  it('says the attendance is not yet taken for a past session', async () => {
    api.willWrite();
    const past = await tutorSessionOf(api, 'Math Achievers Club', 'past');
    renderModal(past.id);
    const attendees = await screen.findByTestId('attendees');
    expect(
      within(attendees).getAllByRole('img', {
        name: 'Attendance for the session has not yet been taken',
      }).length,
    ).toBeGreaterThan(0);
  });

  it('says a future session is scheduled', async () => {
    const future = await tutorSessionOf(api, 'Math Achievers Club', 'future');
    api.willWrite();
    renderModal(future.id);
    const attendees = await screen.findByTestId('attendees');
    expect(
      within(attendees).getAllByRole('img', { name: 'Session scheduled for a future date' }).length,
    ).toBeGreaterThan(0);
  });
});
