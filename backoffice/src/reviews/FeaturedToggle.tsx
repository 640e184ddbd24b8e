import type { ReactNode } from 'react';
import StarIcon from '@mui/icons-material/Star';
import { useCanAccess } from 'react-admin';
import type { Review } from '@tp/domain';
import { FlagSwitch } from '../actions/FlagSwitch.tsx';

/**
 * The review's featured flag. Instruction managers (domain's `can` on update) get a switch
 * that saves at once and flips back, with the server's message, when the save fails (spec §4
 * "The featured flag is reverted if the save returns errors"); everyone else sees a mark, or
 * `notFeatured` (nothing in a list row; the review's page says No).
 */
export function FeaturedToggle({
  review,
  notFeatured = null,
}: {
  review: Review;
  notFeatured?: ReactNode;
}) {
  const { canAccess: canFeature } = useCanAccess({
    action: 'edit',
    resource: 'reviews',
    record: review,
  });
  if (!canFeature) {
    return review.featured ? (
      <StarIcon fontSize="small" color="warning" titleAccess="Featured" />
    ) : (
      notFeatured
    );
  }
  return (
    <FlagSwitch
      resource="reviews"
      record={review}
      field="featured"
      label={`Featured review ${review.id}`}
      success={(featured) => ({
        message: featured ? 'Review featured' : 'Review no longer featured',
        type: 'info',
      })}
    />
  );
}
