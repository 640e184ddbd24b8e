import { fetchListPage, type HttpClient, type ListPageRequest } from '@tp/data-provider';
import type { Course, Review, Session } from '@tp/domain';

/** A review as the tutor's list reads it: the session it rates, with its course. */
export type TutorReview = Review & { session?: (Session & { course?: Course | null }) | null };

/**
 * One page of the tutor's completed reviews, newest first: GET /api/v2/reviews?tutorId&completed.
 * The server answers a tutor only the reviews about them, whatever the filter says.
 */
export function fetchTutorReviewsPage(
  httpClient: HttpClient,
  tutorId: number,
  request: Pick<ListPageRequest, 'page' | 'perPage' | 'signal'>,
) {
  return fetchListPage<TutorReview>(httpClient, 'reviews', {
    ...request,
    filter: { tutorId, completed: true },
    sort: { field: 'created_at', order: 'DESC' },
    include: 'session.course',
  });
}

/** What the review rates: the session's own name, else its course's title. */
export function reviewedSessionTitle(review: TutorReview): string {
  const session = review.session;
  return session?.name?.trim() || session?.course?.title || 'Session';
}
