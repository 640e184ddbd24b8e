import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AllotmentsRead } from '@tp/domain';
import { describe, expect, it } from 'vitest';
import {
  renderWithToasts,
  startSchedulingApi,
  testHttpClient,
} from '../scheduling/test/scheduling-test-api.tsx';
import { SubjectAllotments } from './SubjectAllotments.tsx';
import { tutorSessionOf } from './test/attendance-test-api.ts';

const api = startSchedulingApi();

async function readAllotments(sessionId: number): Promise<AllotmentsRead> {
  const { json } = await api.request('GET', `/api/v2/sessions/${sessionId}/allotments`);
  return json as AllotmentsRead;
}

function renderAllotments(sessionId: number) {
  renderWithToasts(
    <SubjectAllotments sessionId={sessionId} httpClient={testHttpClient()} mayEdit />,
  );
}

describe('SubjectAllotments', { timeout: 30_000 }, () => {
  it('allots the session’s minutes in 10-minute squares, then shows them with Edit Allotments', async () => {
    api.willWrite();
    const session = await tutorSessionOf(api, 'Private Tutoring', 'past');
    await api.query('update attendances set attended = true where session_id = $1', [session.id]);
    const read = await readAllotments(session.id);
    const subject = read.potentialSubjects[0]!;
    const total = read.totalMinutes;
    renderAllotments(session.id);

    expect(await screen.findByText('What subjects did you work on today?')).toBeInTheDocument();
    const totalLine = screen.getByTestId('allotment-total');
    expect(totalLine).toHaveTextContent(`0 of ${total} minutes · ${total} minutes left`);
    expect(totalLine).toHaveTextContent(`${total} minutes under`);
    // A student attended this Tutoring session: it may not be skipped.
    expect(screen.getByLabelText('Skip Subject Allocations?')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: `${subject.name}: 20 minutes` }));
    expect(totalLine).toHaveTextContent(`${total - 20} minutes under`);
    await userEvent.click(screen.getByRole('button', { name: `Clear ${subject.name}` }));
    expect(totalLine).toHaveTextContent(`0 of ${total} minutes`);
    await userEvent.click(
      screen.getByRole('button', { name: `${subject.name}: ${total} minutes` }),
    );
    expect(totalLine).toHaveTextContent('Perfect!');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('We have saved your subject allotments.')).toBeInTheDocument();
    const saved = await screen.findByRole('list', { name: 'Subject allotments' });
    expect(within(saved).getByText(`${total} minutes`)).toBeInTheDocument();
    const rows = await api.query<{ subjectId: number; minutes: number }>(
      'select subject_id as "subjectId", minutes from allotments where session_id = $1',
      [session.id],
    );
    expect(rows).toEqual([{ subjectId: subject.id, minutes: total }]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Allotments' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('list', { name: 'Subject allotments' })).toBeInTheDocument();
  });

  it('says how many minutes over; a skip (allowed when nobody attended) removes the saved minutes', async () => {
    api.willWrite();
    const session = await tutorSessionOf(api, 'Math Achievers Club', 'past');
    const read = await readAllotments(session.id);
    expect(read.potentialSubjects.length).toBeGreaterThan(0);
    const subject = read.potentialSubjects[0]!;
    await api.query(
      'insert into allotments (session_id, subject_id, minutes) values ($1, $2, $3)',
      [session.id, subject.id, read.totalMinutes],
    );
    renderAllotments(session.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Allotments' }));
    const other = read.potentialSubjects[1];
    if (other) {
      await userEvent.click(screen.getByRole('button', { name: `${other.name}: 10 minutes` }));
      expect(screen.getByTestId('allotment-total')).toHaveTextContent('10 minutes over');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: `Clear ${other.name}` }));
    }
    // Nobody attended: skipping is allowed, and the saved minutes go.
    await userEvent.click(screen.getByLabelText('Skip Subject Allocations?'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('We have saved your subject allotments.')).toBeInTheDocument();
    expect(await screen.findByText('Subject allocations were skipped.')).toBeInTheDocument();
    expect(
      await api.query('select id from allotments where session_id = $1', [session.id]),
    ).toEqual([]);
  });
});
