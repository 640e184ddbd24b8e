import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  GEMS,
  STUDENT_CHANGE_EVENT,
  privateSessionChannel,
  type CheckInBoard,
  type CheckInStudent,
  type Gem,
} from '@tp/domain';
import { TUTOR_EMAIL, startLiveTestApi } from '../../test/test-api.ts';
import { createFakeRealtime } from '../../test/fake-realtime.ts';
import { renderApp, testServices } from '../../test/render-app.tsx';

const api = startLiveTestApi();
const SESSION_ID = 9001;
const BOARD_URL = `*/api/v2/sessions/${SESSION_ID}/check_in`;

const noGems = Object.fromEntries(GEMS.map((gem) => [gem, 0])) as Record<Gem, number>;

function boardStudent(
  studentId: number,
  fullName: string,
  points: number,
  extra: Partial<CheckInStudent> = {},
): CheckInStudent {
  return {
    studentId,
    attendanceId: studentId + 100,
    fullName,
    avatarUrl: null,
    points,
    level: {
      sequence: 2,
      rank: 'Silver',
      pointThreshold: 100,
      nextLevel: { rank: 'Gold', pointThreshold: 250 },
      progress: ((points - 100) / 150) * 100,
    },
    unredeemedBadgesCount: 0,
    gems: noGems,
    ...extra,
  };
}

/** GET /sessions/{id}/check_in as server B answers it (issue 10 API). */
function board(students: CheckInStudent[]): CheckInBoard {
  return {
    sessionId: SESSION_ID,
    title: 'Math Achievers Club',
    startsAt: '2025-03-05T15:00:00.000Z',
    endsAt: '2025-03-05T16:00:00.000Z',
    students,
  };
}

function serveBoard(answer: () => CheckInBoard) {
  api.server.use(http.get(BOARD_URL, () => HttpResponse.json(answer())));
}

beforeEach(async () => {
  await api.signInAs(TUTOR_EMAIL);
});

const cards = () =>
  within(screen.getByRole('list', { name: 'Students by points' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Students by points');

describe('the check-in board', { timeout: 20_000 }, () => {
  it('shows the students of one of the tutor’s sessions, most points first, from the server', async () => {
    const [session] = await api.query<{ id: number; count: number }>(
      `select s.id, count(a.id)::int as count
         from sessions s
         join attendances a on a.session_id = s.id
         join employees e on e.id = s.supervisor_id
         join users u on u.id = e.user_id
        where u.email = $1
        group by s.id
       having count(a.id) > 1
        order by s.id
        limit 1`,
      [TUTOR_EMAIL],
    );
    const points = await api.query<{ points: number }>(
      `select st.points from attendances a join students st on st.id = a.student_id
        where a.session_id = $1 order by st.points desc`,
      [session!.id],
    );
    renderApp(`/check-in/${session!.id}`);
    await screen.findByRole('list', { name: 'Students by points' });
    expect(cards()).toHaveLength(session!.count);
    expect(cards().map((card) => within(card).getByTestId('student-points').textContent)).toEqual(
      points.map((row) => row.points.toLocaleString('en-US')),
    );
  });

  it('lists the students by points with level, progress and gems, outside the app shell', async () => {
    serveBoard(() =>
      board([
        boardStudent(1, 'Ada Lovelace', 130),
        boardStudent(2, 'Ben Franklin', 220, { gems: { ...noGems, Ruby: 2, Sapphire: 1 } }),
      ]),
    );
    renderApp(`/check-in/${SESSION_ID}`);
    expect(await screen.findByRole('heading', { name: 'Math Achievers Club' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const [first, second] = cards();
    expect(first).toHaveAccessibleName('Ben Franklin');
    expect(within(first!).getByTestId('student-points')).toHaveTextContent('220');
    expect(within(first!).getByText('Level 2 · Silver')).toBeInTheDocument();
    expect(within(first!).getByText('30 points to Gold')).toBeInTheDocument();
    expect(within(first!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    expect(within(first!).getByRole('listitem', { name: 'Ruby: 2' })).toBeInTheDocument();
    expect(within(first!).getByRole('listitem', { name: 'Sapphire: 1' })).toBeInTheDocument();
    expect(second).toHaveAccessibleName('Ada Lovelace');
  });

  it('shows the points of a student-change at once and re-ranks', async () => {
    let students = [boardStudent(1, 'Ada Lovelace', 130), boardStudent(2, 'Ben Franklin', 220)];
    serveBoard(() => board(students));
    const realtime = createFakeRealtime();
    renderApp(`/check-in/${SESSION_ID}`, testServices(realtime));
    await screen.findByRole('heading', { name: 'Math Achievers Club' });
    const channel = privateSessionChannel(SESSION_ID);
    await waitFor(() => expect(realtime.subscriptionCount(channel, STUDENT_CHANGE_EVENT)).toBe(1));
    students = [boardStudent(1, 'Ada Lovelace', 240), students[1]!];
    realtime.emit(channel, STUDENT_CHANGE_EVENT, {
      studentId: 1,
      points: 240,
      unredeemedBadgesCount: 0,
    });
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName('Ada Lovelace'));
    expect(within(cards()[0]!).getByTestId('student-points')).toHaveTextContent('240');
    expect(cards()[0]).toHaveAttribute('data-changed', 'true');
  });

  it('says when no students are on the session yet', async () => {
    serveBoard(() => board([]));
    renderApp(`/check-in/${SESSION_ID}`);
    expect(await screen.findByText('No students have checked in yet.')).toBeInTheDocument();
  });

  it('says a session the viewer may not see could not be found', async () => {
    api.server.use(
      http.get(BOARD_URL, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    );
    renderApp(`/check-in/${SESSION_ID}`);
    expect(await screen.findByText('This session could not be found.')).toBeInTheDocument();
  });
});
