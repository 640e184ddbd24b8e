import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { levelProgress } from '@tp/domain';
import { TUTOR_EMAIL, demoUser, startLiveTestApi } from '../../test/test-api.ts';
import { ARRANGED_TITLE, arrangeSession } from '../../test/arrange-session.ts';
import { inProcessRealtime, renderApp, testServices } from '../../test/render-app.tsx';

/**
 * The board against the real API over the demo world: one of the demo tutor's sessions,
 * arranged in progress at the server's 15:00 UTC, its students' points and gems set in SQL.
 */
const api = startLiveTestApi();

beforeEach(async () => {
  await api.signInAs(TUTOR_EMAIL);
});

const cards = () =>
  within(screen.getByRole('list', { name: 'Students by points' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Students by points');

interface Level {
  sequence: number;
  rank: string;
  pointThreshold: number;
}

/** Two consecutive levels of the demo world's ladder. */
async function twoLevels(): Promise<[Level, Level]> {
  const levels = await api.query<Level>(
    `select sequence, rank, point_threshold as "pointThreshold" from levels
      order by point_threshold limit 3`,
  );
  expect(levels.length).toBeGreaterThanOrEqual(3);
  return [levels[1]!, levels[2]!];
}

async function setPoints(studentId: number, points: number) {
  await api.query('update students set points = $2 where id = $1', [studentId, points]);
}

async function giveGems(studentId: number, sessionId: number, gems: string[]) {
  await api.query('delete from student_badges where student_id = $1', [studentId]);
  for (const gem of gems)
    await api.query(
      'insert into student_badges (student_id, description, session_id) values ($1, $2, $3)',
      [studentId, gem, sessionId],
    );
}

describe('the check-in board', { timeout: 30_000 }, () => {
  it('lists the students by points with level, progress and gems, outside the app shell', async () => {
    const session = await arrangeSession(api);
    const [lower, upper] = await twoLevels();
    const [first, second] = session.studentIds as [number, number];
    const [firstName, secondName] = session.names as [string, string];
    // The second student is 80% of the way from the lower level to the upper one.
    const gap = upper.pointThreshold - lower.pointThreshold;
    const secondPoints = lower.pointThreshold + Math.round(gap * 0.8);
    await setPoints(first, lower.pointThreshold);
    await setPoints(second, secondPoints);
    await giveGems(first, session.id, []);
    await giveGems(second, session.id, ['Ruby', 'Ruby', 'Sapphire']);

    renderApp(`/check-in/${session.id}`);
    expect(await screen.findByRole('heading', { name: ARRANGED_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const [top, next] = cards();
    expect(top).toHaveAccessibleName(secondName);
    expect(within(top!).getByTestId('student-points')).toHaveTextContent(
      secondPoints.toLocaleString('en-US'),
    );
    expect(within(top!).getByText(`Level ${lower.sequence} · ${lower.rank}`)).toBeInTheDocument();
    expect(
      within(top!).getByText(`${upper.pointThreshold - secondPoints} points to ${upper.rank}`),
    ).toBeInTheDocument();
    expect(within(top!).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(levelProgress(secondPoints, upper.pointThreshold)),
    );
    expect(within(top!).getByRole('listitem', { name: 'Ruby: 2' })).toBeInTheDocument();
    expect(within(top!).getByRole('listitem', { name: 'Sapphire: 1' })).toBeInTheDocument();
    expect(next).toHaveAccessibleName(firstName);
    expect(within(next!).getByTestId('student-points')).toHaveTextContent(
      lower.pointThreshold.toLocaleString('en-US'),
    );
  });

  it('shows the points of an increment on the server at once and re-ranks', async () => {
    const session = await arrangeSession(api);
    const [first, second] = session.studentIds as [number, number];
    const [firstName, secondName] = session.names as [string, string];
    await setPoints(first, 130);
    await setPoints(second, 220);
    renderApp(`/check-in/${session.id}`, testServices(inProcessRealtime(api.realtime)));
    await screen.findByRole('heading', { name: ARRANGED_TITLE });
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName(secondName));

    // The tutor gives the first student 110 points elsewhere: the server publishes the
    // student-change on the board's channel.
    // The board's private channel is authorised before the news comes.
    await waitFor(() => expect(api.requestsTo('/api/auth/pusher/auth').length).toBeGreaterThan(0));
    const { status } = await api.request('PUT', `/api/v2/students/${first}/increment_points`, {
      points: 110,
    });
    expect(status).toBe(200);
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName(firstName));
    expect(within(cards()[0]!).getByTestId('student-points')).toHaveTextContent('240');
    expect(cards()[0]).toHaveAttribute('data-changed', 'true');
    expect(within(cards()[1]!).getByTestId('student-points')).toHaveTextContent('220');
  });

  it('shows a student added to the session on the server at once', async () => {
    const session = await arrangeSession(api, { students: 1 });
    renderApp(`/check-in/${session.id}`, testServices(inProcessRealtime(api.realtime)));
    await screen.findByRole('heading', { name: ARRANGED_TITLE });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await waitFor(() => expect(api.requestsTo('/api/auth/pusher/auth').length).toBeGreaterThan(0));
    const [newcomer] = await api.query<{ id: number }>(
      `select id from students where id not in
         (select student_id from attendances where session_id = $1) order by id limit 1`,
      [session.id],
    );
    const admin = await api.otherBrowser('admin@demo.test');
    const { status } = await admin.request('POST', '/api/v2/attendances', {
      attendance: { sessionId: session.id, studentId: newcomer!.id },
    });
    expect(status).toBe(201);
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('says when no students are on the session yet', async () => {
    const session = await arrangeSession(api, { students: 0 });
    renderApp(`/check-in/${session.id}`);
    expect(await screen.findByText('No students have checked in yet.')).toBeInTheDocument();
  });

  it('says a session the viewer may not see could not be found', async () => {
    const tutor = await demoUser(api, TUTOR_EMAIL);
    const [other] = await api.query<{ id: number }>(
      `select s.id from sessions s where s.supervisor_id <> $1
          and not exists (select 1 from assignments a where a.session_id = s.id and a.employee_id = $1)
        order by s.id limit 1`,
      [tutor.tutorId],
    );
    renderApp(`/check-in/${other!.id}`);
    expect(await screen.findByText('This session could not be found.')).toBeInTheDocument();
  });

  it('says when the board could not be loaded', async () => {
    const session = await arrangeSession(api);
    api.server.use(
      http.get(`*/api/v2/sessions/${session.id}/check_in`, () =>
        HttpResponse.json({ error: 'Something went wrong' }, { status: 500 }),
      ),
    );
    renderApp(`/check-in/${session.id}`);
    expect(await screen.findByText('The check-in board could not be loaded.')).toBeInTheDocument();
  });
});
