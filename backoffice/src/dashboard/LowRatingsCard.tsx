import StarHalfIcon from '@mui/icons-material/StarHalf';
import type { Review } from '@tp/domain';
import { DashboardCard } from './DashboardCard.tsx';

/** Reviews of one or two stars: sessions a faculty leader follows up with the tutor. */
export const LOW_RATINGS_FILTER = { stars: [1, 2] };

export function LowRatingsCard() {
  return (
    <DashboardCard<Review>
      title="Low ratings to follow up"
      icon={<StarHalfIcon />}
      resource="reviews"
      filter={LOW_RATINGS_FILTER}
      sort={{ field: 'createdAt', order: 'DESC' }}
      caption={(count) =>
        count === 1 ? 'review of one or two stars' : 'reviews of one or two stars'
      }
      emptyText="No review of one or two stars."
      arrivesWith="reviews"
    />
  );
}
