import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { DataProvider, GetListParams } from 'react-admin';
import type { Student } from '@tp/domain';
import { STUDENT_CSV_FIELDS, exportStudents } from './exportStudents.ts';

function student(id: number, grade: number | null, active = true): Student {
  return {
    id,
    userId: null,
    firstName: `First${id}`,
    lastName: `Last${id}`,
    fullName: `First${id} Last${id}`,
    grade,
    timeZone: null,
    parentId: 3,
    parentName: 'Pam Parent',
    emailOnFile: 'pam@example.test',
    advisorName: 'Ada Advisor',
    note: null,
    schoolId: 9,
    schoolName: 'Lincoln High',
    points: 4,
    pace: 0,
    level: null,
    unredeemedBadgesCount: 0,
    supervisorIds: [],
    active,
    enrollmentsCount: 2,
    // 02:00 UTC on March 1st is still February 28th in Chicago.
    createdAt: '2026-03-01T02:00:00.000Z',
    lockVersion: 0,
  };
}

describe('exportStudents', () => {
  it('exports every page the filters select, with grade labels and names, dates in the zone', async () => {
    const table = Array.from({ length: 1001 }, (_, i) => student(i + 1, (i % 14) - 1, i % 2 === 0));
    const getList = vi.fn(async (_resource: string, params: GetListParams) => {
      const matching = table.filter(
        (s) => params.filter.active === undefined || s.active === params.filter.active,
      );
      const { page, perPage } = params.pagination!;
      return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
    });
    const download = vi.fn();
    const count = await exportStudents(
      { getList } as unknown as DataProvider,
      { filter: { active: true }, sort: { field: 'lastName', order: 'ASC' } },
      download,
      'America/Chicago',
    );
    expect(count).toBe(501);
    const [csv, filename] = download.mock.calls[0]!;
    expect(filename).toBe('students');
    const rows = Papa.parse<Record<string, string>>(csv, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(501);
    expect(Object.keys(rows[0]!)).toEqual([...STUDENT_CSV_FIELDS]);
    expect(rows[0]).toMatchObject({
      Grade: 'TK',
      School: 'Lincoln High',
      Parent: 'Pam Parent',
      Active: 'Yes',
    });
    expect(rows[1]!.Grade).toBe('1');
    expect(rows[0]!.Created).toBe('2026-02-28');
    expect(getList.mock.calls[0]![1].filter).toEqual({ active: true });
  });

  it('writes names a spreadsheet would run as formulas as text, with a leading quote', async () => {
    const typed = {
      ...student(1, 3),
      firstName: "@SUM(1+1)*cmd|' /C calc'!A0",
      lastName: '-2+3',
      parentName: '+1 555 0100',
    };
    const getList = vi.fn().mockResolvedValue({ data: [typed], total: 1 });
    const download = vi.fn();
    await exportStudents(
      { getList } as unknown as DataProvider,
      { filter: {}, sort: { field: 'lastName', order: 'ASC' } },
      download,
      'UTC',
    );
    const csv = download.mock.calls[0]![0] as string;
    expect(csv.split('\r\n')[1]).toBe(
      `1,"'@SUM(1+1)*cmd|' /C calc'!A0","'-2+3",3,Lincoln High,"'+1 555 0100",Ada Advisor,pam@example.test,2,4,Yes,2026-03-01`,
    );
  });
});
