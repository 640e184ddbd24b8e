import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import type { Parent } from '@tp/domain';
import { PARENT_CSV_FIELDS, exportParents, parentToCsvRow } from './exportParents.ts';

const LEAD = {
  id: 9,
  userId: 40,
  type: 'Lead',
  status: 'Could Not Reach',
  statusGroup: 'leadInactive',
  active: true,
  firstName: 'Nia',
  lastName: 'Okafor',
  fullName: 'Nia Okafor',
  email: 'nia@example.com',
  phone: null,
  timeZone: 'America/Chicago',
  source: 'Google',
  address: { formatted: '1 Main St, Springfield, IL 62701, United States' },
  employeeId: 3,
  employeeName: 'Priya Raman',
  assignedAt: '2026-03-10T02:30:00.000Z',
  callsCount: 2,
  lastContactedAt: null,
  studentNames: ['Ada Okafor', 'Ben Okafor'],
  isLocked: true,
  createdAt: '2026-03-01T15:00:00.000Z',
} as unknown as Parent;

describe('parents CSV', () => {
  it('writes names and labels, not ids, and times in the viewer’s zone', () => {
    expect(parentToCsvRow(LEAD, 'America/New_York')).toMatchObject({
      ID: 9,
      Name: 'Nia Okafor',
      Type: 'Lead',
      Status: 'Could Not Reach',
      Advisor: 'Priya Raman',
      // After the switch to daylight time (March 8): UTC-4; March 1 is still UTC-5.
      Assigned: '2026-03-09 22:30',
      Students: 'Ada Okafor; Ben Okafor',
      'Last contact': '',
      Address: '1 Main St, Springfield, IL 62701, United States',
      Locked: true,
      Created: '2026-03-01 10:00',
    });
    expect(parentToCsvRow({ ...LEAD, employeeName: null }, 'UTC').Advisor).toBe('Unassigned');
  });

  it('exports every page the filters select, named after the view', async () => {
    const getList = vi.fn().mockResolvedValueOnce({ data: [LEAD], total: 1 });
    const download = vi.fn();
    const count = await exportParents(
      { getList } as unknown as DataProvider,
      {
        filter: { type: 'Lead', quick: 'couldNotReach' },
        sort: { field: 'lastName', order: 'ASC' },
      },
      download,
      'UTC',
    );
    expect(count).toBe(1);
    expect(getList.mock.calls[0]![1].filter).toEqual({ type: 'Lead', quick: 'couldNotReach' });
    const [csv, name] = download.mock.calls[0]! as [string, string];
    expect(name).toBe('leads');
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.meta.fields).toEqual([...PARENT_CSV_FIELDS]);
  });
});
