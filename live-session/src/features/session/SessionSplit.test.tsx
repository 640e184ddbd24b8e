import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { TUTOR_EMAIL, startLiveTestApi } from '../../test/test-api.ts';
import {
  ARRANGED_TITLE as TITLE,
  arrangeSession,
  studentNames,
} from '../../test/arrange-session.ts';
import { currentUrl, inProcessRealtime, renderApp, testServices } from '../../test/render-app.tsx';

/**
 * Homework help on the session page (spec §4) against the real API over the demo world (its
 * clock at 15:00 UTC) and its realtime hub: what the server publishes reaches the page.
 */
const api = startLiveTestApi();
const homeworkHelp = () =>
  arrangeSession(api, {
    brand: 'Homework Help',
    startsAt: '2025-03-05T14:30:00.000Z',
    endsAt: '2025-03-05T15:30:00.000Z',
  });

let openSpy: MockInstance<typeof window.open>;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2025-03-05T15:12:30Z'));
  openSpy = vi.spyOn(window, 'open').mockReturnValue({} as Window);
  await api.signInAs(TUTOR_EMAIL);
});
afterEach(() => {
  vi.useRealTimers();
  openSpy.mockRestore();
});

function renderLive(sessionId: number) {
  return renderApp(`/tutor/sessions/${sessionId}`, testServices(inProcessRealtime(api.realtime)));
}

describe('homework help on the session page', { timeout: 60_000 }, () => {
  it('splits the session into another subject’s, announces it once and moves there without launching', async () => {
    const session = await homeworkHelp();
    const { router } = renderLive(session.id);
    await screen.findByRole('heading', { name: TITLE });
    fireEvent.click(await screen.findByRole('button', { name: 'Split Session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split Session' });
    const subject = within(dialog).getByRole('combobox', { name: 'Subject' });
    await waitFor(() => expect(subject).not.toHaveAttribute('aria-disabled'));
    fireEvent.mouseDown(subject);
    fireEvent.click((await screen.findAllByRole('option', { name: 'Geometry' }))[0]!);
    // The second student stays behind.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: session.names[1]! }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split' }));

    expect(
      await screen.findAllByText('This session continues as a new Geometry session.'),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(currentUrl(router)).toMatch(/^\/tutor\/sessions\/\d+\?launch=false$/),
    );
    const newSessionId = Number(/sessions\/(\d+)/.exec(currentUrl(router))![1]);
    expect(newSessionId).not.toBe(session.id);
    expect(await screen.findByRole('heading', { name: 'Geometry' })).toBeInTheDocument();
    expect(await studentNames(api, newSessionId)).toEqual([session.names[0]]);
    expect(openSpy).not.toHaveBeenCalled();
    // Announced once, though the answer and the live update both said so.
    expect(screen.getAllByText('This session continues as a new Geometry session.')).toHaveLength(
      1,
    );
  });

  it('shows a student added on the server at once and selects the first student', async () => {
    const session = await arrangeSession(api, {
      brand: 'Homework Help',
      startsAt: '2025-03-05T14:30:00.000Z',
      endsAt: '2025-03-05T15:30:00.000Z',
      students: 1,
    });
    renderLive(session.id);
    await screen.findByRole('heading', { name: TITLE });
    expect(screen.queryByRole('combobox', { name: 'Student' })).not.toBeInTheDocument();
    const [newcomer] = await api.query<{ id: number }>(
      `select id from students where id not in
         (select student_id from attendances where session_id = $1) order by id limit 1`,
      [session.id],
    );
    // Subscribed before the change, so its news is heard.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const admin = await api.otherBrowser('admin@demo.test');
    const { status } = await admin.request('POST', '/api/v2/attendances', {
      attendance: { sessionId: session.id, studentId: newcomer!.id },
    });
    expect(status).toBe(201);
    const names = await studentNames(api, session.id);
    const selector = await screen.findByRole('combobox', { name: 'Student' });
    expect(selector).toHaveTextContent(names[0]!);
  });

  it('offers no split for a session that is not homework help', async () => {
    const session = await arrangeSession(api);
    renderLive(session.id);
    await screen.findByRole('heading', { name: TITLE });
    expect(await screen.findByRole('button', { name: 'Close Session' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Split Session' })).not.toBeInTheDocument();
  });
});
