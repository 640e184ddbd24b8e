import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { RESOURCE_PAGE_SIZES, type LeadSource } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { DATE_FORMAT, formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { exportLeadSources } from './exportLeadSources.ts';
import { schoolTypesLabel, typeLabel } from './leadSourceChoices.ts';
import { leadSourceFilters, LeadSourceQuickFilters } from './leadSourceFilters.tsx';
import { LeadSourceStatusChip } from './LeadSourceStatusChip.tsx';

function LeadSourceListActions({ canCreate }: { canCreate: boolean }) {
  const zone = useDisplayTimeZone();
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <LeadSourceQuickFilters />
      {canCreate ? <CreateButton /> : null}
      <ExportButton
        run={(dataProvider, selection, download) =>
          exportLeadSources(dataProvider, selection, zone, download)
        }
      />
    </TopToolbar>
  );
}

/** The empty state: nothing matches, or nothing exists yet. */
function NoLeadSources() {
  return (
    <Box sx={{ p: 3 }}>
      <Typography>No lead sources found.</Typography>
    </Box>
  );
}

function Day({ iso }: { iso: string | null }) {
  const zone = useDisplayTimeZone();
  return <>{iso ? formatInZone(iso, zone, DATE_FORMAT) : '—'}</>;
}

/**
 * Lead sources and schools by name, 25 a page. Staff read them; the managers (domain's
 * `can`) create, edit, reassign, merge and promote.
 */
export function LeadSourceList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({
    action: 'create',
    resource: 'lead_sources',
  });
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: 'lead_sources' });
  const rowClick = canEdit ? 'edit' : 'show';
  return (
    <List<LeadSource>
      filters={leadSourceFilters}
      actions={<LeadSourceListActions canCreate={canCreate} />}
      perPage={RESOURCE_PAGE_SIZES[0]}
      sort={{ field: 'name', order: 'ASC' }}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
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
          empty={<NoLeadSources />}
        />
      ) : (
        <DataTable<LeadSource>
          rowClick={rowClick}
          bulkActionButtons={false}
          empty={<NoLeadSources />}
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
            render={(leadSource) => <Day iso={leadSource.lastActivityAt} />}
          />
          <DataTable.Col
            source="lastPromotionAt"
            label="Last promotion"
            render={(leadSource) => <Day iso={leadSource.lastPromotionAt} />}
          />
        </DataTable>
      )}
    </List>
  );
}
