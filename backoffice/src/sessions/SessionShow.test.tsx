import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inProcessRealtime } from '@tp/mocks/node';
import { TEST_NOW, createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

beforeEach(() => api.signInAs('admin@demo.test'));

/** A past Math Achievers Club session with students, its attendance not taken. */
async function pastPointsSession(): Promise<{ id: number; courseId: number; title: string }> {
  const [session] = await api.query<{ id: number; courseId: number; title: string }>(
    `select s.id, s.course_id as "courseId", c.title from sessions s
       join courses c on c.id = s.course_id join brands b on b.id = c.brand_id
      where b.name = 'Math Achievers Club' and s.ends_at < $1 and s.canceled_at is null
        and exists (select 1 from attendances a where a.session_id = s.id)
      order by s.starts_at desc limit 1`,
    [TEST_NOW.toISOString()],
  );
  if (!session) throw new Error('the demo world has no past Math Achievers Club session');
  await api.query('update sessions set attendance_taken_at = null where id = $1', [session.id]);
  await api.query('update attendances set attended = null, notes = null where session_id = $1', [
    session.id,
  ]);
  return session;
}

describe('SessionShow', { timeout: 60_000 }, () => {
  it('shows the session to staff with its attendance, which an admin takes', async () => {
    api.willWrite();
    const session = await pastPointsSession();
    renderApp(`/admin/sessions/${session.id}/show`);

    expect((await screen.findAllByText(session.title)).length).toBeGreaterThan(0);
    expect(await screen.findByText('Attendance Pending')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take Attendance' }));
    await userEvent.click(screen.getByLabelText('Select All'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(
      await screen.findByText('Attendance has been submitted for this session'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Submitted on/)).toBeInTheDocument();
    const rows = await api.query<{ attended: boolean }>(
      'select attended from attendances where session_id = $1',
      [session.id],
    );
    expect(rows.every((row) => row.attended)).toBe(true);
    // Once taken, the subject allotments follow.
    expect(await screen.findByText('What subjects did you work on today?')).toBeInTheDocument();
  });

  it('shows attendance taken elsewhere without a reload (live attendance updates)', async () => {
    api.willWrite();
    const session = await pastPointsSession();
    renderApp(`/admin/sessions/${session.id}/show`, {
      realtime: () => Promise.resolve(inProcessRealtime(api.realtime)),
    });
    expect(await screen.findByText('Attendance Pending')).toBeInTheDocument();

    // The tutor's app (another browser) takes the attendance meanwhile.
    const attendances = await api.query<{ id: number }>(
      'select id from attendances where session_id = $1',
      [session.id],
    );
    const tutorApp = await api.otherBrowser('admin@demo.test');
    const answer = await tutorApp.request(
      'POST',
      `/api/v2/sessions/${session.id}/submit_attendance`,
      {
        attendances: attendances.map(({ id }) => ({ id, attended: true, notes: 'Worked well.' })),
      },
    );
    expect(answer.status).toBe(200);

    expect(await screen.findByText(/^Submitted on/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Attendance Pending')).not.toBeInTheDocument();
  });
});
