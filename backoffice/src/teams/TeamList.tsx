import { CreateButton, DataTable, SimpleList, TopToolbar, useCanAccess } from 'react-admin';
import type { Team } from '@tp/domain';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { EmptyPage } from '../lists/ListEmpty.tsx';
import { ExportButton } from '../export/ExportButton.tsx';
import { exportTeams } from './exportTeams.ts';

const teamFilters = [searchFilter('Search teams')];

function TeamListActions() {
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: 'teams' });
  return (
    <TopToolbar>
      {canCreate ? <CreateButton /> : null}
      <ExportButton run={exportTeams} />
    </TopToolbar>
  );
}

/**
 * With no team at all: those who manage teams are invited to create one; anyone else reads
 * the spec's sentence (staff-and-crm §8: 'You are not in a team.').
 */
function TeamsEmpty() {
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: 'teams' });
  return (
    <EmptyPage
      message={canCreate ? 'No teams yet.' : 'You are not in a team.'}
      action={canCreate ? <CreateButton variant="contained" label="Create a team" /> : null}
    />
  );
}

const countLabel = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Teams by name with their manager and member counts; each opens on its members and stats. */
export function TeamList() {
  return (
    <ResourceList<Team>
      filters={teamFilters}
      actions={<TeamListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      empty={<TeamsEmpty />}
    >
      <ResponsiveList
        phone={
          <SimpleList<Team>
            primaryText={(team) => team.name}
            secondaryText={(team) => `${team.type} · ${team.managerName ?? 'No manager'}`}
            tertiaryText={(team) =>
              `${countLabel(team.tutorsCount, 'tutor')}, ${countLabel(team.advisorsCount, 'advisor')}`
            }
            rowClick="show"
          />
        }
        table={
          <DataTable<Team> rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="type" />
            <DataTable.Col
              source="managerName"
              label="Manager"
              render={(team) => team.managerName ?? '—'}
            />
            <DataTable.NumberCol source="tutorsCount" label="Tutors" />
            <DataTable.NumberCol source="advisorsCount" label="Advisors" />
          </DataTable>
        }
      />
    </ResourceList>
  );
}
