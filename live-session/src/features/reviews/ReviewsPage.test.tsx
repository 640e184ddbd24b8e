import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { REVIEWS_PER_PAGE, reviewCommentLabel } from '@tp/domain';
import { TUTOR_EMAIL, demoUser, startLiveTestApi } from '../../test/test-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const api = startLiveTestApi();

beforeEach(() => api.signInAs(TUTOR_EMAIL));

interface ReviewRow {
  id: number;
  stars: number;
  comments: number[];
}

const completedReviewsOf = (tutorId: number) =>
  api.query<ReviewRow>(
    `select id, stars, comments from reviews where tutor_id = $1 and completed
      order by created_at desc, id desc`,
    [tutorId],
  );

describe('/tutor/profile/reviews', () => {
  it("lists the tutor's own completed reviews, newest first, with stars and comment labels", async () => {
    const me = await demoUser(api, TUTOR_EMAIL);
    const reviews = await completedReviewsOf(me.tutorId!);
    expect(reviews.length).toBeGreaterThan(0);
    renderApp('/tutor/profile/reviews');

    const list = await screen.findByRole('list', { name: 'Reviews' });
    const cards = [...list.children] as HTMLElement[];
    expect(cards).toHaveLength(Math.min(reviews.length, REVIEWS_PER_PAGE));
    const [newest] = reviews;
    const first = cards[0]!;
    expect(
      within(first).getByRole('img', { name: `${newest!.stars} of 5 stars` }),
    ).toBeInTheDocument();
    if (newest!.comments.length === 0)
      expect(within(first).getByText('No comments')).toBeInTheDocument();
    for (const choice of newest!.comments)
      expect(within(first).getByText(reviewCommentLabel(choice))).toBeInTheDocument();
    // Asked for the tutor's own, completed, newest first; the server scopes it to them anyway.
    const [request] = api.requestsTo('/api/v2/reviews');
    expect(request?.searchParams.get('tutorId')).toBe(String(me.tutorId));
    expect(request?.searchParams.get('completed')).toBe('true');
  });

  it('pages the reviews 25 at a time', async () => {
    api.willWrite();
    const me = await demoUser(api, TUTOR_EMAIL);
    // Enough completed reviews for a second page: copies of one of the tutor's own.
    await api.query(
      `insert into reviews (session_id, tutor_id, student_id, stars, comments, completed, featured, created_at)
       select session_id, tutor_id, student_id, 2, '{7}', true, false, created_at - (n || ' days')::interval
         from reviews, generate_series(1, ${REVIEWS_PER_PAGE}) as n
        where id = (select min(id) from reviews where tutor_id = $1)`,
      [me.tutorId],
    );
    const total = (await completedReviewsOf(me.tutorId!)).length;
    const user = userEvent.setup();
    renderApp('/tutor/profile/reviews');

    const list = await screen.findByRole('list', { name: 'Reviews' });
    const cardsOf = () => [...list.children];
    expect(cardsOf()).toHaveLength(REVIEWS_PER_PAGE);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findAllByText(reviewCommentLabel(7));
    expect(cardsOf()).toHaveLength(Math.min(total - REVIEWS_PER_PAGE, REVIEWS_PER_PAGE));
  });

  it('says so when the tutor has no reviews yet', async () => {
    api.willWrite();
    const me = await demoUser(api, TUTOR_EMAIL);
    await api.query('delete from reviews where tutor_id = $1', [me.tutorId]);
    renderApp('/tutor/profile/reviews');

    expect(
      await screen.findByText('No reviews yet. Students review a session after it ends.'),
    ).toBeInTheDocument();
  });
});
