import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import type { Team } from '@tp/domain';
import { TEAM_CSV_FIELDS, exportTeams, teamToCsvRow } from './exportTeams.ts';

const TEAM = {
  id: 3,
  name: 'East Coast',
  type: 'Tutoring',
  managerName: 'Maya Chen',
  tutorsCount: 4,
  advisorsCount: 1,
} as unknown as Team;

describe('teams CSV', () => {
  it('writes the manager by name and the members as counts', () => {
    expect(teamToCsvRow(TEAM)).toEqual({
      ID: 3,
      Name: 'East Coast',
      Type: 'Tutoring',
      Manager: 'Maya Chen',
      Tutors: 4,
      Advisors: 1,
    });
    expect(teamToCsvRow({ ...TEAM, managerName: null }).Manager).toBe('');
  });

  it('exports what the list’s filters select, header first', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [TEAM], total: 1 });
    const download = vi.fn();
    const count = await exportTeams(
      { getList } as unknown as DataProvider,
      { filter: { q: 'east' }, sort: { field: 'name', order: 'ASC' } },
      download,
    );
    expect(count).toBe(1);
    expect(getList.mock.calls[0]![1]).toMatchObject({ filter: { q: 'east' } });
    const [csv, name] = download.mock.calls[0]!;
    expect(name).toBe('teams');
    const parsed = Papa.parse<string[]>(csv as string).data;
    expect(parsed[0]).toEqual([...TEAM_CSV_FIELDS]);
    expect(parsed[1]).toEqual(['3', 'East Coast', 'Tutoring', 'Maya Chen', '4', '1']);
  });
});
