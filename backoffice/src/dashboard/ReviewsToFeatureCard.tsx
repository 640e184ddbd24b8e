import StarIcon from '@mui/icons-material/Star';
import type { Review } from '@tp/domain';
import { DashboardCard } from './DashboardCard.tsx';

/** Five-star reviews with a comment that are not featured yet. */
export const REVIEWS_TO_FEATURE_FILTER = { stars: 5, mustHaveComment: true, featured: false };

/** Reviews to feature: instruction managers are the ones who feature reviews (spec §6). */
export function ReviewsToFeatureCard() {
  return (
    <DashboardCard<Review>
      title="Reviews to feature"
      icon={<StarIcon />}
      resource="reviews"
      filter={REVIEWS_TO_FEATURE_FILTER}
      sort={{ field: 'createdAt', order: 'DESC' }}
      caption={(count) =>
        count === 1 ? 'five-star review with a comment' : 'five-star reviews with a comment'
      }
      emptyText="No five-star review is waiting to be featured."
      arrivesWith="reviews"
    />
  );
}
