import type { DataProvider } from 'react-admin';
import { csvDateTime, csvText, type Review } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { commentLabels, REVIEW_INCLUDE, studentName, tutorName } from './reviewLabels.ts';

/** The CSV's columns, in order: what the list shows, readable. */
export const REVIEW_CSV_FIELDS = [
  'ID',
  'Date',
  'Tutor',
  'Student',
  'Stars',
  'Comments',
  'Completed',
  'Featured',
] as const;

type ReviewCsvRow = Record<(typeof REVIEW_CSV_FIELDS)[number], string | number | boolean>;

/** One review as a CSV row: the date in the viewer's zone, names and comment labels, not ids. */
export function reviewToCsvRow(review: Review, zone: string): ReviewCsvRow {
  return {
    ID: review.id,
    Date: csvDateTime(review.createdAt, zone),
    Tutor: tutorName(review.tutor),
    Student: studentName(review.student),
    Stars: review.stars ?? '',
    Comments: commentLabels(review.comments).join('; '),
    Completed: review.completed,
    Featured: review.featured,
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
