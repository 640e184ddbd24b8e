import type { DataProvider } from 'react-admin';
import type { Review } from '@tp/domain';
import { csvText, exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { formatInZone } from '../time/formatInZone.ts';
import { commentLabels, REVIEW_INCLUDE, studentName, tutorName } from './reviewLabels.ts';

/** The CSV's columns, in order: what the list shows, readable. */
export const REVIEW_CSV_FIELDS = [
  'id',
  'date',
  'tutor',
  'student',
  'stars',
  'comments',
  'completed',
  'featured',
] as const;

type ReviewCsvRow = Record<(typeof REVIEW_CSV_FIELDS)[number], string | number>;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One review as a CSV row: the date in the viewer's zone, names and comment labels, not ids. */
export function reviewToCsvRow(review: Review, zone: string): ReviewCsvRow {
  return {
    id: review.id,
    date: formatInZone(review.createdAt, zone, 'YYYY-MM-DD HH:mm'),
    tutor: tutorName(review.tutor),
    student: studentName(review.student),
    stars: review.stars ?? '',
    comments: commentLabels(review.comments).join('; '),
    completed: yesNo(review.completed),
    featured: yesNo(review.featured),
  };
}

export function reviewsToCsv(reviews: readonly Review[], zone: string): string {
  return csvText(
    REVIEW_CSV_FIELDS,
    reviews.map((review) => reviewToCsvRow(review, zone)),
  );
}

/** Fetches everything the selection matches and hands the CSV to `download` (reviews.csv). */
export function exportReviews(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
): Promise<number> {
  return exportRecords<Review>(dataProvider, selection, download, {
    resource: 'reviews',
    include: REVIEW_INCLUDE,
    filename: 'reviews',
    toCsv: (reviews) => reviewsToCsv(reviews, zone),
  });
}
