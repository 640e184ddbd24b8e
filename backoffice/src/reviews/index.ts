import ReviewsIcon from '@mui/icons-material/RateReview';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** Students' reviews of tutors: staff read them; instruction managers feature them. */
export const reviews: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./ReviewList.tsx'), 'ReviewList'),
  show: lazyScreen(() => import('./ReviewShow.tsx'), 'ReviewShow'),
  icon: ReviewsIcon,
  recordRepresentation: (review: { id: number }) => `#${review.id}`,
};
