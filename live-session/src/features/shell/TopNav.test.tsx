import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { TUTOR_EMAIL, demoUser, startLiveTestApi } from '../../test/test-api.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';

const api = startLiveTestApi();
const WIKI_URL = 'https://wiki.example.com/tutors';

/** GET /api/config.json as a deployment with WIKI_URL set answers it. */
function withWiki() {
  api.server.use(
    http.get('*/api/config.json', () =>
      HttpResponse.json({
        version: 'test',
        realtime: {
          key: 'local',
          cluster: 'local',
          forceTLS: false,
          enabledTransports: ['ws', 'wss'],
          authEndpoint: '/api/auth/pusher/auth',
        },
        payments: { gateway: 'test' },
        wikiUrl: WIKI_URL,
      }),
    ),
  );
}

describe('the tutor navigation', { timeout: 30_000 }, () => {
  /** The labels of links or items, without the Essay Grading badge's count. */
  const labels = (elements: HTMLElement[]) =>
    elements.map((element) => element.textContent?.replace(/\d+$/, ''));

  it('links Home, the wiki (in a new tab), Schedule and Team, in that order', async () => {
    withWiki();
    await api.signInAs(TUTOR_EMAIL);
    renderApp('/tutor/schedule');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
    const wiki = await within(nav).findByRole('link', { name: 'Wiki' });
    expect(wiki).toHaveAttribute('href', WIKI_URL);
    expect(wiki).toHaveAttribute('target', '_blank');
    // The demo tutor grades essays (the demo world's exams): Essay Grading comes last.
    expect(labels(within(nav).getAllByRole('link'))).toEqual([
      'Home',
      'Wiki',
      'Schedule',
      'Team',
      'Essay Grading',
    ]);
  });

  it('has no wiki link when the deployment sets none, nor Essay Grading for a tutor who does not grade', async () => {
    api.willWrite();
    const tutor = await demoUser(api, TUTOR_EMAIL);
    await api.query('update tutors set essay_grader = false where id = $1', [tutor.tutorId]);
    await api.signInAs(TUTOR_EMAIL);
    renderApp('/tutor/schedule');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
    await within(nav).findByRole('link', { name: 'Team' });
    expect(within(nav).queryByRole('link', { name: 'Wiki' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Essay Grading' })).not.toBeInTheDocument();
  });

  it('offers Essay Grading to an essay grader with the count of essays assigned, in the bar and in the phone menu', async () => {
    const tutor = await demoUser(api, TUTOR_EMAIL);
    const [assigned] = await api.query<{ count: number }>(
      `select count(*)::int as count from exam_transcripts
        where essay_grader_id = $1 and essay_score is null`,
      [tutor.tutorId],
    );
    await api.signInAs(TUTOR_EMAIL);
    const user = userEvent.setup();
    const { router } = renderApp('/tutor/schedule');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
    expect(
      await within(nav).findByLabelText(`${assigned!.count} assigned`, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: /^Essay Grading/ }));
    expect(await screen.findByRole('heading', { name: 'Essay Grading' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/tutor/essay-grading');

    // Below 600 px the same links fold into the menu button (jsdom lays nothing out: both show).
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const menu = await screen.findByRole('menu', { name: 'Main' });
    expect(labels(within(menu).getAllByRole('menuitem'))).toEqual([
      'Home',
      'Schedule',
      'Team',
      'Essay Grading',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Schedule' }));
    expect(currentUrl(router)).toBe('/tutor/schedule');
  });
});
