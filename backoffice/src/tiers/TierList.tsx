import { CreateButton, DataTable, SimpleList, TopToolbar, useCanAccess } from 'react-admin';
import type { Tier } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { formatDollars } from '../format/formatDollars.ts';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { exportTiers } from './exportTiers.ts';

const tierFilters = [searchFilter('Search tiers')];

function TierListActions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportButton run={exportTiers} />
    </TopToolbar>
  );
}

/**
 * Tutor tiers by billing rate. Every staff member reads them; admins (domain's `can`) open
 * one to edit it, and see the Create button.
 */
export function TierList() {
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: 'tiers' });
  const rowClick = canEdit ? 'edit' : false;
  return (
    <ResourceList<Tier>
      filters={tierFilters}
      actions={<TierListActions />}
      sort={{ field: 'billingRate', order: 'ASC' }}
    >
      <ResponsiveList
        phone={
          <SimpleList<Tier>
            primaryText={(tier) => tier.name}
            secondaryText={(tier) => `${formatDollars(tier.billingRate)} / hr`}
            tertiaryText={(tier) => tutorsLabel(tier.tutorsCount)}
            rowClick={rowClick}
          />
        }
        table={
          <DataTable<Tier> rowClick={rowClick} bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col
              source="billingRate"
              label="Billing rate"
              render={(tier) => `${formatDollars(tier.billingRate)} / hr`}
            />
            <DataTable.NumberCol source="tutorsCount" label="Tutors" disableSort />
          </DataTable>
        }
      />
    </ResourceList>
  );
}

function tutorsLabel(count: number): string {
  return count === 1 ? '1 tutor' : `${count} tutors`;
}
