import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import type { LeadSource } from '@tp/domain';
import {
  LEAD_SOURCE_CSV_FIELDS,
  exportLeadSources,
  leadSourceToCsvRow,
} from './exportLeadSources.ts';

const SCHOOL = {
  id: 12,
  name: 'Lincoln High',
  type: 'School',
  status: 'do_not_contact',
  category: 'High School',
  schoolTypes: ['public', 'charter'],
  city: 'Springfield',
  state: 'IL',
  employeeId: 3,
  employeeName: 'Priya Raman',
  // 02:30 UTC on March 10 is still March 9 in New York.
  lastActivityAt: '2026-03-10T02:30:00.000Z',
  lastPromotionAt: null,
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-03-10T02:30:00.000Z',
  lockVersion: 0,
} as LeadSource;

const PENDING = {
  ...SCHOOL,
  id: 13,
  name: 'Maple Library',
  type: 'PendingSchool',
  status: 'uncategorized',
  category: null,
  schoolTypes: [],
  city: null,
  state: null,
  employeeId: null,
  employeeName: null,
  lastActivityAt: null,
  lastPromotionAt: '2026-02-01T12:00:00.000Z',
} as LeadSource;

describe('lead sources CSV', () => {
  it('writes labels, the assignee by name and days in the viewer’s zone', () => {
    expect(leadSourceToCsvRow(SCHOOL, 'America/New_York')).toEqual({
      ID: 12,
      Name: 'Lincoln High',
      Type: 'School',
      Status: 'Do Not Contact',
      Category: 'High School',
      'School types': 'Public, Charter',
      City: 'Springfield',
      State: 'IL',
      'Assigned to': 'Priya Raman',
      'Last activity': '2026-03-09',
      'Last promotion': '',
    });
    expect(leadSourceToCsvRow(SCHOOL, 'UTC')['Last activity']).toBe('2026-03-10');
  });

  it('leaves what a lead source lacks blank', () => {
    expect(leadSourceToCsvRow(PENDING, 'UTC')).toMatchObject({
      Type: 'Pending school',
      Status: 'Uncategorized',
      Category: '',
      'School types': '',
      City: '',
      State: '',
      'Assigned to': '',
      'Last activity': '',
      'Last promotion': '2026-02-01',
    });
  });

  it('exports what the list’s filters select as lead_sources, header first', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [SCHOOL, PENDING], total: 2 });
    const download = vi.fn();
    const count = await exportLeadSources(
      { getList } as unknown as DataProvider,
      { filter: { status: 'do_not_contact' }, sort: { field: 'name', order: 'ASC' } },
      download,
      'America/New_York',
    );
    expect(count).toBe(2);
    expect(getList.mock.calls[0]![0]).toBe('lead_sources');
    expect(getList.mock.calls[0]![1]).toMatchObject({ filter: { status: 'do_not_contact' } });
    const [csv, name] = download.mock.calls[0]! as [string, string];
    expect(name).toBe('lead_sources');
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual([...LEAD_SOURCE_CSV_FIELDS]);
    expect(parsed[1]).toEqual([
      '12',
      'Lincoln High',
      'School',
      'Do Not Contact',
      'High School',
      'Public, Charter',
      'Springfield',
      'IL',
      'Priya Raman',
      '2026-03-09',
      '',
    ]);
  });

  it('heads its columns with readable words, not field names', () => {
    expect(LEAD_SOURCE_CSV_FIELDS.filter((field) => /[a-z][A-Z]/.test(field))).toEqual([]);
  });
});
