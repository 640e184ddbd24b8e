import { useState } from 'react';
import { Switch } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { useCanAccess, useNotify, useUpdate } from 'react-admin';
import type { Review } from '@tp/domain';

/**
 * The review's featured flag. Instruction managers (domain's `can` on update) get a switch
 * that saves at once and flips back, with the server's message, when the save fails (spec §4
 * "The featured flag is reverted if the save returns errors"); everyone else sees a mark.
 */
export function FeaturedToggle({ review }: { review: Review }) {
  const { canAccess: canFeature } = useCanAccess({
    action: 'edit',
    resource: 'reviews',
    record: review,
  });
  // The value being saved, shown at once; null: the record's own value, which the cache
  // updates on success, and which is shown again (the revert) when the save fails.
  const [saving, setSaving] = useState<boolean | null>(null);
  const isFeatured = saving ?? review.featured;
  const [update, { isPending }] = useUpdate<Review>();
  const notify = useNotify();

  if (!canFeature) {
    return review.featured ? (
      <StarIcon fontSize="small" color="warning" titleAccess="Featured" />
    ) : null;
  }

  function handleChange(featured: boolean) {
    setSaving(featured);
    void update(
      'reviews',
      { id: review.id, data: { featured }, previousData: review },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setSaving(null);
          notify(featured ? 'Review featured' : 'Review no longer featured', { type: 'info' });
        },
        onError: (error) => {
          setSaving(null);
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
            type: 'error',
          });
        },
      },
    );
  }

  return (
    <Switch
      checked={isFeatured}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => handleChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': `Featured review ${review.id}` } }}
    />
  );
}
