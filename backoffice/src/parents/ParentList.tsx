import { Box, Chip } from '@mui/material';
import {
  BulkActionsToolbar,
  CreateButton,
  DataTable,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useListContext,
} from 'react-admin';
import {
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
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { NoResults } from '../lists/ListEmpty.tsx';
import { AbandonedCheckouts } from './AbandonedCheckouts.tsx';
import { BulkReassignButton } from './BulkReassignButton.tsx';
import { exportParents } from './exportParents.ts';
import { parentName, typeNoun } from './parentChoices.ts';
import { ParentQuickFilters, ParentTypeTabs, parentFilters } from './parentFilters.tsx';
import { useParentAdvisors } from './useParentAdvisors.ts';
import { CardStatusIcon } from './CardStatusIcon.tsx';

function ParentListActions({ canCreate }: { canCreate: boolean }) {
  return (
    <TopToolbar>
      {canCreate ? <CreateButton /> : null}
      <ExportButton run={exportParents} />
    </TopToolbar>
  );
}

/** The list's empty state, in the words of the view it is in. */
function NoContacts() {
  const { filterValues } = useListContext();
  const type = (filterValues as { type?: ParentType }).type;
  return <NoResults centered>No {typeNoun(type)}s to display.</NoResults>;
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
    <ResourceList<Parent>
      filters={parentFilters(actor, advisors)}
      filterDefaultValues={defaults}
      actions={<ParentListActions canCreate={canCreate} />}
      sort={{ field: 'lastName', order: 'ASC' }}
      empty={false}
      title="Parents and leads"
    >
      <ParentTypeTabs />
      <ParentQuickFilters />
      <AbandonedCheckouts />
      <ResponsiveList
        phone={
          <SimpleList<Parent>
            // The card status icon leads each line, as the table's Card column does.
            leftIcon={(parent) => <CardStatusIcon status={parent.cardStatus} />}
            primaryText={(parent) => parentName(parent)}
            // No right-hand text: at 390 px it would squeeze the status into a narrow column.
            secondaryText={(parent) =>
              `${parent.status} · ${parent.employeeName ?? 'Unassigned'} · ${parent.email}`
            }
            rowClick="show"
            empty={<NoContacts />}
          />
        }
        table={
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
            <DataTable.Col
              source="cardStatus"
              label="Card"
              disableSort
              render={(parent) => <CardStatusIcon status={(parent as Parent).cardStatus} />}
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
        }
      />
    </ResourceList>
  );
}
