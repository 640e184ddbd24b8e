import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import type { TutoringHistory } from '@tp/domain';
import {
  TUTORING_HISTORY_CSV_FIELDS,
  exportTutoringHistories,
  tutoringHistoryToCsvRow,
} from './exportTutoringHistories.ts';

const HISTORY: TutoringHistory = {
  id: 7,
  tutorId: 2,
  tutorName: 'Tess Tutor',
  studentId: 5,
  studentName: 'Lily Park',
  advisorName: 'Ada Advisor',
  enrollmentId: 9,
  courseId: 4,
  brandName: 'Private Tutoring',
  minutes: 150,
  remainingMinutes: 90,
  active: false,
  notes: null,
  // 02:00 UTC on March 1st is still February 28th in Chicago.
  createdAt: '2026-03-01T02:00:00.000Z',
  lockVersion: 0,
};

describe('tutoring history CSV', () => {
  it('writes hours, names and the status as the list shows them, the date in the zone', () => {
    expect(tutoringHistoryToCsvRow(HISTORY, 'America/Chicago')).toEqual({
      'Student name': 'Lily Park',
      Hours: '2.5',
      'Remaining hours': '1.5',
      Advisor: 'Ada Advisor',
      Tutor: 'Tess Tutor',
      Brand: 'Private Tutoring',
      Status: 'Removed',
      Since: '2026-02-28',
    });
    const bare = tutoringHistoryToCsvRow(
      { ...HISTORY, remainingMinutes: null, advisorName: null, brandName: null, active: true },
      'UTC',
    );
    expect(bare).toMatchObject({ 'Remaining hours': '', Advisor: '', Brand: '', Status: 'Active' });
    expect(bare.Since).toBe('2026-03-01');
  });

  it('exports what the list’s filters select, header first', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [HISTORY], total: 1 });
    const download = vi.fn();
    const count = await exportTutoringHistories(
      { getList } as unknown as DataProvider,
      { filter: { active: false, tutorId: 2 }, sort: { field: 'studentName', order: 'ASC' } },
      download,
      'UTC',
    );
    expect(count).toBe(1);
    expect(getList.mock.calls[0]![0]).toBe('tutoring_histories');
    expect(getList.mock.calls[0]![1]).toMatchObject({ filter: { active: false, tutorId: 2 } });
    const [csv, name] = download.mock.calls[0]!;
    expect(name).toBe('tutoring-history');
    const parsed = Papa.parse<string[]>(csv as string).data;
    expect(parsed[0]).toEqual([...TUTORING_HISTORY_CSV_FIELDS]);
    expect(parsed[1]).toEqual([
      'Lily Park',
      '2.5',
      '1.5',
      'Ada Advisor',
      'Tess Tutor',
      'Private Tutoring',
      'Removed',
      '2026-03-01',
    ]);
  });
});
