import { CreateButton, DataTable, SimpleList, TopToolbar, useCanAccess } from 'react-admin';
import type { LeadSource } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { NoResults } from '../lists/ListEmpty.tsx';
import { exportLeadSources } from './exportLeadSources.ts';
import { schoolTypesLabel, typeLabel } from './leadSourceChoices.ts';
import { leadSourceFilters, LeadSourceQuickFilters } from './leadSourceFilters.tsx';
import { LeadSourceStatusChip } from './LeadSourceStatusChip.tsx';
import { DayInZone } from '../time/DayInZone.tsx';

function LeadSourceListActions({ canCreate }: { canCreate: boolean }) {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <LeadSourceQuickFilters />
      {canCreate ? <CreateButton /> : null}
      <ExportButton run={exportLeadSources} />
    </TopToolbar>
  );
}

/** The empty state: nothing matches, or nothing exists yet. */
const NO_LEAD_SOURCES = <NoResults>No lead sources found.</NoResults>;

/**
 * Lead sources and schools by name, 25 a page. Staff read them; the managers (domain's
 * `can`) create, edit, reassign, merge and promote.
 */
export function LeadSourceList() {
  const { canAccess: canCreate = false } = useCanAccess({
    action: 'create',
    resource: 'lead_sources',
  });
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: 'lead_sources' });
  const rowClick = canEdit ? 'edit' : 'show';
  return (
    <ResourceList<LeadSource>
      filters={leadSourceFilters}
      actions={<LeadSourceListActions canCreate={canCreate} />}
      sort={{ field: 'name', order: 'ASC' }}
      empty={false}
    >
      <ResponsiveList
        phone={
          <SimpleList<LeadSource>
            primaryText={(leadSource) => leadSource.name}
            secondaryText={(leadSource) =>
              [
                typeLabel(leadSource.type),
                leadSource.category,
                leadSource.employeeName ?? 'Unassigned',
              ]
                .filter(Boolean)
                .join(' · ')
            }
            tertiaryText={(leadSource) => <LeadSourceStatusChip status={leadSource.status} />}
            rowClick={rowClick}
            empty={NO_LEAD_SOURCES}
          />
        }
        table={
          <DataTable<LeadSource>
            rowClick={rowClick}
            bulkActionButtons={false}
            empty={NO_LEAD_SOURCES}
          >
            <DataTable.Col source="name" />
            <DataTable.Col source="type" render={(leadSource) => typeLabel(leadSource.type)} />
            <DataTable.Col
              source="status"
              render={(leadSource) => <LeadSourceStatusChip status={leadSource.status} />}
            />
            <DataTable.Col source="category" render={(leadSource) => leadSource.category ?? '—'} />
            <DataTable.Col
              source="schoolTypes"
              label="School types"
              disableSort
              render={(leadSource) => schoolTypesLabel(leadSource.schoolTypes) || '—'}
            />
            <DataTable.Col
              source="city"
              render={(leadSource) =>
                [leadSource.city, leadSource.state].filter(Boolean).join(', ') || '—'
              }
            />
            <DataTable.Col
              source="employeeName"
              label="Assigned to"
              render={(leadSource) => leadSource.employeeName ?? 'Unassigned'}
            />
            <DataTable.Col
              source="lastActivityAt"
              label="Last activity"
              render={(leadSource) => <DayInZone iso={leadSource.lastActivityAt} />}
            />
            <DataTable.Col
              source="lastPromotionAt"
              label="Last promotion"
              render={(leadSource) => <DayInZone iso={leadSource.lastPromotionAt} />}
            />
          </DataTable>
        }
      />
    </ResourceList>
  );
}
