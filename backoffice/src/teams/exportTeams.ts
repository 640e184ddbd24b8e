import type { DataProvider } from 'react-admin';
import type { Team } from '@tp/domain';
import { csvText, exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';

export const TEAM_CSV_FIELDS = ['id', 'name', 'type', 'manager', 'tutors', 'advisors'] as const;
type TeamCsvRow = Record<(typeof TEAM_CSV_FIELDS)[number], string | number>;

/** One team as the list shows it: the manager by name, the members as counts. */
export function teamToCsvRow(team: Team): TeamCsvRow {
  return {
    id: team.id,
    name: team.name,
    type: team.type,
    manager: team.managerName ?? '',
    tutors: team.tutorsCount,
    advisors: team.advisorsCount,
  };
}

export function teamsToCsv(teams: readonly Team[]): string {
  return csvText(TEAM_CSV_FIELDS, teams.map(teamToCsvRow));
}

/** Every team the list's filters select (all pages), as teams.csv. */
export function exportTeams(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
): Promise<number> {
  return exportRecords<Team>(dataProvider, selection, download, {
    resource: 'teams',
    filename: 'teams',
    toCsv: teamsToCsv,
  });
}
