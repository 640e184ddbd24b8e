import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import type { Review } from '@tp/domain';
import { fetchAllPages, type ListSelection } from '../export/fetchAllPages.ts';
import { formatInZone } from '../time/formatInZone.ts';
import { commentLabels, REVIEW_INCLUDE, studentName, tutorName } from './reviewLabels.ts';

export type ReviewSelection = ListSelection;

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

/** Every review the selection matches (all pages). */
export function fetchAllReviews(
  dataProvider: DataProvider,
  selection: ReviewSelection,
): Promise<Review[]> {
  return fetchAllPages<Review>(dataProvider, 'reviews', selection, REVIEW_INCLUDE);
}

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
  // Given as fields + data so an empty selection still yields the header row.
  return Papa.unparse({
    fields: [...REVIEW_CSV_FIELDS],
    data: reviews.map((review) => reviewToCsvRow(review, zone)),
  });
}

/** Fetches everything the selection matches and hands the CSV to `download` (reviews.csv). */
export async function exportReviews(
  dataProvider: DataProvider,
  selection: ReviewSelection,
  zone: string,
  download: (csv: string, filename: string) => void,
): Promise<number> {
  const reviews = await fetchAllReviews(dataProvider, selection);
  download(reviewsToCsv(reviews, zone), 'reviews');
  return reviews.length;
}
