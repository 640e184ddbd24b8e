import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import type { Session } from '@tp/domain';
import { exportSessions, SESSION_CSV_FIELDS } from './exportSessions.ts';

const SESSION = {
  id: 12,
  courseId: 3,
  course: { id: 3, title: '=Private Tutoring: Lily B.' },
  type: 'Session::TutoringSplit',
  startsAt: '2026-11-01T05:30:00.000Z',
  endsAt: '2026-11-01T06:30:00.000Z',
  online: false,
  place: 'Springfield Library',
  room: '4',
  supervisor: { id: 7, firstName: 'Tia', lastName: 'Tutor' },
  attendancesCount: 2,
  canceledAt: '2026-10-30T16:00:00.000Z',
  cancelReason: 'Tutor ill',
} as unknown as Session;

describe('sessions CSV', () => {
  it('exports what the filters select with course and tutor, times in the viewer’s zone', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [SESSION], total: 1 });
    const download = vi.fn();
    await exportSessions(
      { getList } as unknown as DataProvider,
      { filter: { unassigned: true }, sort: { field: 'startsAt', order: 'ASC' } },
      download,
      'America/New_York',
    );
    expect(getList.mock.calls[0]![1]).toMatchObject({
      filter: { unassigned: true },
      meta: { include: 'course,supervisor' },
    });
    const [csv, name] = download.mock.calls[0]! as [string, string];
    expect(name).toBe('sessions');
    const [header, row] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(header).toEqual([...SESSION_CSV_FIELDS]);
    expect(row).toEqual([
      '12',
      // 1:30 EDT to 1:30 EST: the fall-back hour, each with its own offset.
      '2026-11-01 01:30',
      '2026-11-01 01:30',
      "'=Private Tutoring: Lily B.",
      'Split tutoring',
      'Tia Tutor',
      '2',
      'Springfield Library, Room 4',
      '2026-10-30 12:00',
      'Tutor ill',
    ]);
  });
});
