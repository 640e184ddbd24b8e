import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { ExportButton } from '../export/ExportButton.tsx';
import { exportReviews } from './exportReviews.ts';

/** Exports every review the list's filters select (all pages) as reviews.csv, in the viewer's zone. */
export function ExportReviewsButton() {
  const zone = useDisplayTimeZone();
  return (
    <ExportButton
      run={(dataProvider, selection, download) =>
        exportReviews(dataProvider, selection, zone, download)
      }
    />
  );
}
