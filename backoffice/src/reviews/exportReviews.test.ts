import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import type { Review } from '@tp/domain';
import { REVIEW_CSV_FIELDS, exportReviews, reviewToCsvRow } from './exportReviews.ts';

const REVIEW = {
  id: 4,
  sessionId: 2,
  tutorId: 7,
  studentId: 3,
  stars: 5,
  comments: [4, 0],
  completed: true,
  featured: true,
  createdAt: '2026-03-10T02:30:00.000Z',
  lockVersion: 0,
  tutor: { id: 7, firstName: 'Marcus', lastName: 'Okafor', lastInitial: 'O', avatarUrl: null },
  student: { id: 3, firstName: 'Lily', lastName: 'Brennan' },
} as unknown as Review;

describe('reviews CSV', () => {
  it('writes names, comment labels and the date in the viewer’s zone, not ids', () => {
    expect(reviewToCsvRow(REVIEW, 'America/New_York')).toEqual({
      ID: 4,
      Date: '2026-03-09 22:30',
      Tutor: 'Marcus Okafor',
      Student: 'Lily Brennan',
      Stars: 5,
      Comments: 'Expert in subject; Explains beautifully',
      Completed: true,
      Featured: true,
    });
  });

  it('exports what the list’s filters select, header first', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [REVIEW], total: 1 });
    const download = vi.fn();
    const count = await exportReviews(
      { getList } as unknown as DataProvider,
      { filter: { featured: true }, sort: { field: 'createdAt', order: 'DESC' } },
      download,
      'UTC',
    );
    expect(count).toBe(1);
    expect(getList.mock.calls[0]![1]).toMatchObject({ filter: { featured: true } });
    const [csv, name] = download.mock.calls[0]!;
    expect(name).toBe('reviews');
    const parsed = Papa.parse<string[]>(csv as string).data;
    expect(parsed[0]).toEqual([...REVIEW_CSV_FIELDS]);
    expect(parsed[1]).toContain('Expert in subject; Explains beautifully');
  });
});
