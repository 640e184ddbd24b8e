import type { DataProvider } from 'react-admin';
import { csvText, type Team } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';

export const TEAM_CSV_FIELDS = ['ID', 'Name', 'Type', 'Manager', 'Tutors', 'Advisors'] as const;
type TeamCsvRow = Record<(typeof TEAM_CSV_FIELDS)[number], string | number>;

/** One team as the list shows it: the manager by name, the members as counts. */
export function teamToCsvRow(team: Team): TeamCsvRow {
  return {
    ID: team.id,
    Name: team.name,
    Type: team.type,
    Manager: team.managerName ?? '',
    Tutors: team.tutorsCount,
    Advisors: team.advisorsCount,
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
