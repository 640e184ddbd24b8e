import { Box, Chip, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  BulkActionsToolbar,
  CreateButton,
  DataTable,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useListContext,
} from 'react-admin';
import {
  RESOURCE_PAGE_SIZES,
  isAdvisorDirector,
  isOwnOrUnassignedContact,
  type Actor,
  type Parent,
  type ParentType,
} from '@tp/domain';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { ExportButton } from '../export/ExportButton.tsx';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { DATE_FORMAT } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { BulkReassignButton } from './BulkReassignButton.tsx';
import { exportParents } from './exportParents.ts';
import { parentName, typeNoun } from './parentChoices.ts';
import { ParentQuickFilters, ParentTypeTabs, parentFilters } from './parentFilters.tsx';
import { useParentAdvisors } from './useParentAdvisors.ts';

function ParentListActions({ canCreate }: { canCreate: boolean }) {
  const zone = useDisplayTimeZone();
  return (
    <TopToolbar>
      {canCreate ? <CreateButton /> : null}
      <ExportButton
        run={(dataProvider, selection, download) =>
          exportParents(dataProvider, selection, zone, download)
        }
      />
    </TopToolbar>
  );
}

/** The list's empty state, in the words of the view it is in. */
function NoContacts() {
  const { filterValues } = useListContext();
  const type = (filterValues as { type?: ParentType }).type;
  return (
    <Typography variant="body1" sx={{ p: 3, textAlign: 'center' }}>
      No {typeNoun(type)}s to display.
    </Typography>
  );
}

function StatusChip({ parent }: { parent: Parent }) {
  const color =
    parent.statusGroup === 'customer'
      ? 'success'
      : parent.statusGroup === 'leadActive'
        ? 'primary'
        : 'default';
  return <Chip size="small" label={parent.status} color={color} variant="outlined" />;
}

/**
 * Parents (customers) and leads: the two views of one list (tabs, the `type` filter), with
 * the spec's status sets, quick filters and the assigned-advisor filter (directors see All
 * Advisors; the others Me and Unassigned, Me by default). Rows an advisor may not act on
 * (another advisor's) cannot be selected; the bulk action is Reassign.
 */
export function ParentList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { user } = useAuthUser();
  const actor: Actor | null = user;
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create', resource: 'parents' });
  const { canAccess: canBulk = false } = useCanAccess({
    action: 'bulkReassign',
    resource: 'parents',
  });
  const advisors = useParentAdvisors(canBulk);
  const isSelectable = (parent: Parent) =>
    actor !== null && isOwnOrUnassignedContact(actor, parent);
  // Spec §6: only directors have 'All Advisors'; the others start on their own contacts.
  const defaults =
    actor && !isAdvisorDirector(actor)
      ? { type: 'Customer', assignedTo: 'me' }
      : { type: 'Customer' };
  return (
    <List<Parent>
      filters={parentFilters(actor, advisors)}
      filterDefaultValues={defaults}
      actions={<ParentListActions canCreate={canCreate} />}
      perPage={RESOURCE_PAGE_SIZES[0]}
      sort={{ field: 'lastName', order: 'ASC' }}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      empty={false}
      exporter={false}
      title="Parents and leads"
    >
      <ParentTypeTabs />
      <ParentQuickFilters />
      {isSmall ? (
        <SimpleList<Parent>
          primaryText={(parent) => parentName(parent)}
          // No right-hand text: at 390 px it would squeeze the status into a narrow column.
          secondaryText={(parent) =>
            `${parent.status} · ${parent.employeeName ?? 'Unassigned'} · ${parent.email}`
          }
          rowClick="show"
          empty={<NoContacts />}
        />
      ) : (
        <DataTable<Parent>
          rowClick="show"
          bulkActionButtons={
            canBulk ? (
              <BulkActionsToolbar selectAllButton={false}>
                <BulkReassignButton />
              </BulkActionsToolbar>
            ) : (
              false
            )
          }
          isRowSelectable={isSelectable}
          empty={<NoContacts />}
        >
          <DataTable.Col
            source="lastName"
            label="Name"
            render={(parent) => (
              <Box component="span" sx={{ opacity: parent.active ? 1 : 0.6 }}>
                {parentName(parent as Parent)}
              </Box>
            )}
          />
          <DataTable.Col source="email" label="E-mail" />
          <DataTable.Col
            source="status"
            render={(parent) => <StatusChip parent={parent as Parent} />}
          />
          <DataTable.Col
            source="employeeName"
            label="Advisor"
            render={(parent) => parent.employeeName ?? 'Unassigned'}
          />
          <DataTable.Col
            source="studentNames"
            label="Students"
            disableSort
            render={(parent) => parent.studentNames.join(', ') || '—'}
          />
          <DataTable.Col source="callsCount" label="Calls" />
          <DataTable.Col source="lastContactedAt" label="Last contact">
            <DateInZoneField source="lastContactedAt" format={DATE_FORMAT} />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="Created">
            <DateInZoneField source="createdAt" format={DATE_FORMAT} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
