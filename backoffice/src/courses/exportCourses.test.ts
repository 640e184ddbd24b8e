import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { DataProvider, GetListParams } from 'react-admin';
import { BRAND_RULE_DEFAULTS, MAX_PER_PAGE } from '@tp/domain';
import type { Brand, Course } from '@tp/domain';
import { COURSE_CSV_FIELDS, exportCourses } from './exportCourses.ts';

const BRAND: Brand = {
  id: 7,
  name: 'SAT Prep',
  departmentId: 1,
  active: true,
  includePoints: false,
  includeSessions: true,
  includeStudents: true,
  includeEmployees: false,
  includeJointSessions: false,
  employeeStaffing: false,
  includeScoreReports: false,
  allowManualAttendance: false,
  forceDuration: null,
  ...BRAND_RULE_DEFAULTS,
  employeeId: null,
  lockVersion: 0,
};

function course(id: number, status: Course['status']): Course {
  return {
    id,
    title: `Course ${id}`,
    name: `course-${id}`,
    status,
    brandId: BRAND.id,
    brand: BRAND,
    subjectId: null,
    subject: null,
    hostId: null,
    schedule: 'Tue 4pm',
    startsAt: '2025-03-04',
    endsAt: null,
    duration: 600,
    notes: null,
    reservedForId: null,
    reservationEndsAt: null,
    leadSourceId: null,
    courseTemplateId: null,
    materialId: null,
    materialName: null,
    enrollmentsCount: 3,
    sessionsCount: 0,
    firstSessionAt: null,
    lastSessionAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    lockVersion: 0,
  };
}

/**
 * A data provider over an in-memory table that honours the status filter and paging, and
 * records each getList call.
 */
function stubDataProvider(table: Course[]) {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const matching = table.filter(
      (c) => params.filter.status === undefined || c.status === params.filter.status,
    );
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
  });
  return { dataProvider: { getList } as unknown as DataProvider, getList };
}

function parse(csv: string): Record<string, string>[] {
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
}

describe('exportCourses', () => {
  const selection = {
    filter: { status: 'published' },
    sort: { field: 'startsAt', order: 'DESC' as const },
  };

  it('writes one row per course the filter selects, with readable labels and calendar dates', async () => {
    const { dataProvider } = stubDataProvider([
      course(1, 'published'),
      course(2, 'canceled'),
      course(3, 'published'),
    ]);
    const download = vi.fn();

    await exportCourses(dataProvider, selection, download);

    const [csv, filename] = download.mock.calls[0] as [string, string];
    expect(filename).toBe('courses');
    const rows = parse(csv);
    expect(rows.map((row) => row.ID)).toEqual(['1', '3']);
    expect(rows[0]).toEqual({
      ID: '1',
      Title: 'Course 1',
      Name: 'course-1',
      Status: 'Published',
      Brand: 'SAT Prep',
      Subject: '',
      Host: '',
      Schedule: 'Tue 4pm',
      'Starts on': '2025-03-04',
      'Ends on': '',
      'Duration (minutes)': '600',
      Enrollments: '3',
    });
  });

  it('writes a title a spreadsheet would run as a formula as text, with a leading quote', async () => {
    const formula = { ...course(1, 'published'), title: '=HYPERLINK("http://evil.test","Open")' };
    const { dataProvider } = stubDataProvider([formula]);
    const download = vi.fn();

    await exportCourses(dataProvider, selection, download);

    const csv = download.mock.calls[0]![0] as string;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""Open"")"`);
    expect(parse(csv)[0]!.Title).toBe(`'=HYPERLINK("http://evil.test","Open")`);
  });

  it('asks the data provider with the list filter, sort and the brand include', async () => {
    const { dataProvider, getList } = stubDataProvider([course(1, 'published')]);

    await exportCourses(dataProvider, selection, vi.fn());

    expect(getList).toHaveBeenCalledWith('courses', {
      pagination: { page: 1, perPage: MAX_PER_PAGE },
      sort: selection.sort,
      filter: selection.filter,
      meta: { include: 'brand,subject,host' },
    });
  });

  it('fetches every page when more courses match than one page holds', async () => {
    const table = Array.from({ length: MAX_PER_PAGE + 5 }, (_, i) => course(i + 1, 'published'));
    const { dataProvider, getList } = stubDataProvider(table);
    const download = vi.fn();

    const count = await exportCourses(dataProvider, selection, download);

    expect(count).toBe(MAX_PER_PAGE + 5);
    expect(getList).toHaveBeenCalledTimes(2);
    expect(parse(download.mock.calls[0]![0] as string)).toHaveLength(MAX_PER_PAGE + 5);
  });

  it('writes the header row alone when nothing matches', async () => {
    const { dataProvider } = stubDataProvider([]);
    const download = vi.fn();

    await exportCourses(dataProvider, selection, download);

    expect(download.mock.calls[0]![0]).toBe(`\uFEFF${COURSE_CSV_FIELDS.join(',')}\r\n`);
  });

  it('heads its columns with readable words, not field names', () => {
    expect(COURSE_CSV_FIELDS.filter((field) => /[a-z][A-Z]/.test(field))).toEqual([]);
  });
});
