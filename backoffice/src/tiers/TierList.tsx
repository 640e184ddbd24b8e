import { useMediaQuery } from '@mui/material';
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
import { RESOURCE_PAGE_SIZES, type Tier } from '@tp/domain';
import { formatDollars } from '../format/formatDollars.ts';

const tierFilters = [
  <SearchInput key="query" source="query" alwaysOn placeholder="Search tiers" />,
];

function TierListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/**
 * Tutor tiers by billing rate. Every staff member reads them; admins (domain's `can`) open
 * one to edit it, and see the Create button.
 */
export function TierList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: 'tiers' });
  const rowClick = canEdit ? 'edit' : false;
  return (
    <List<Tier>
      filters={tierFilters}
      actions={<TierListActions />}
      perPage={RESOURCE_PAGE_SIZES[0]}
      sort={{ field: 'billingRate', order: 'ASC' }}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<Tier>
          primaryText={(tier) => tier.name}
          secondaryText={(tier) => `${formatDollars(tier.billingRate)} / hr`}
          tertiaryText={(tier) => tutorsLabel(tier.tutorsCount)}
          rowClick={rowClick}
        />
      ) : (
        <DataTable<Tier> rowClick={rowClick} bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col
            source="billingRate"
            label="Billing rate"
            render={(tier) => `${formatDollars(tier.billingRate)} / hr`}
          />
          <DataTable.NumberCol source="tutorsCount" label="Tutors" disableSort />
        </DataTable>
      )}
    </List>
  );
}

function tutorsLabel(count: number): string {
  return count === 1 ? '1 tutor' : `${count} tutors`;
}
