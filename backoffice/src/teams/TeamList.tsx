import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  Pagination,
  SearchInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { RESOURCE_PAGE_SIZES, type Team } from '@tp/domain';

const teamFilters = [
  <SearchInput key="query" source="query" alwaysOn placeholder="Search teams" />,
];

function TeamListActions() {
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: 'teams' });
  return <TopToolbar>{canCreate ? <CreateButton /> : null}</TopToolbar>;
}

/**
 * With no team at all: those who manage teams are invited to create one; anyone else reads
 * the spec's sentence (staff-and-crm §8: 'You are not in a team.').
 */
function TeamsEmpty() {
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: 'teams' });
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" gutterBottom>
        {canCreate ? 'No teams yet.' : 'You are not in a team.'}
      </Typography>
      {canCreate ? <CreateButton variant="contained" label="Create a team" /> : null}
    </Box>
  );
}

const countLabel = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Teams by name with their manager and member counts; each opens on its members and stats. */
export function TeamList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<Team>
      filters={teamFilters}
      actions={<TeamListActions />}
      perPage={RESOURCE_PAGE_SIZES[0]}
      sort={{ field: 'name', order: 'ASC' }}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      empty={<TeamsEmpty />}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<Team>
          primaryText={(team) => team.name}
          secondaryText={(team) => `${team.type} · ${team.managerName ?? 'No manager'}`}
          tertiaryText={(team) =>
            `${countLabel(team.tutorsCount, 'tutor')}, ${countLabel(team.advisorsCount, 'advisor')}`
          }
          rowClick="show"
        />
      ) : (
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
      )}
    </List>
  );
}
