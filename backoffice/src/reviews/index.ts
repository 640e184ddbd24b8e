import ReviewsIcon from '@mui/icons-material/RateReview';
import type { ResourceProps } from 'react-admin';
import { ReviewList } from './ReviewList.tsx';
import { ReviewShow } from './ReviewShow.tsx';

/** Students' reviews of tutors: staff read them; instruction managers feature them. */
export const reviews: Omit<ResourceProps, 'name'> = {
  list: ReviewList,
  show: ReviewShow,
  icon: ReviewsIcon,
  recordRepresentation: (review: { id: number }) => `#${review.id}`,
};
