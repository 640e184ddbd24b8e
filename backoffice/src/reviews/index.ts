import ReviewsIcon from '@mui/icons-material/RateReview';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const ReviewList = lazyView(() => import('./ReviewList.tsx'), 'ReviewList');
const ReviewShow = lazyView(() => import('./ReviewShow.tsx'), 'ReviewShow');

/** Students' reviews of tutors: staff read them; instruction managers feature them. */
export const reviews: Omit<ResourceProps, 'name'> = {
  list: ReviewList,
  show: ReviewShow,
  icon: ReviewsIcon,
  recordRepresentation: (review: { id: number }) => `#${review.id}`,
};
