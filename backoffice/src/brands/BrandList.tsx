import {
  CreateButton,
  DataTable,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import type { Brand } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { NoResults } from '../lists/ListEmpty.tsx';
import { ACTIVE_CHOICES, activeLabel, PAYMENT_TYPE_CHOICES, pricingLabel } from './brandChoices.ts';
import { exportBrands } from './exportBrands.ts';

const LIST_QUERY_OPTIONS = { meta: { include: 'department' } };

const NO_BRANDS = <NoResults>No brands found.</NoResults>;

const brandFilters = [
  searchFilter('Name'),
  <SelectInput key="active" source="active" label="Status" choices={ACTIVE_CHOICES} alwaysOn />,
  <SelectInput
    key="paymentType"
    source="paymentType"
    label="Payment type"
    choices={PAYMENT_TYPE_CHOICES}
  />,
  <ReferenceInput key="departmentId" source="departmentId" reference="departments">
    <SelectInput label="Department" optionText="name" />
  </ReferenceInput>,
];

function BrandListActions({ canCreate }: { canCreate: boolean }) {
  return (
    <TopToolbar>
      {canCreate ? <CreateButton /> : null}
      <ExportButton run={exportBrands} />
    </TopToolbar>
  );
}

/** Brands: name, department, pricing, status; admins open one to edit it (the brand form). */
export function BrandList() {
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create', resource: 'brands' });
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: 'brands' });
  const rowClick = canEdit ? 'edit' : false;
  return (
    <ResourceList<Brand>
      filters={brandFilters}
      actions={<BrandListActions canCreate={canCreate} />}
      sort={{ field: 'name', order: 'ASC' }}
      queryOptions={LIST_QUERY_OPTIONS}
      empty={false}
    >
      <ResponsiveList
        phone={
          <SimpleList<Brand>
            primaryText={(brand) => brand.name}
            secondaryText={(brand) => `${brand.department?.name ?? ''} · ${pricingLabel(brand)}`}
            tertiaryText={(brand) => activeLabel(brand.active)}
            rowClick={rowClick}
            empty={NO_BRANDS}
          />
        }
        table={
          <DataTable<Brand> bulkActionButtons={false} rowClick={rowClick} empty={NO_BRANDS}>
            <DataTable.Col source="name" />
            <DataTable.Col
              source="departmentId"
              label="Department"
              render={(brand) => brand.department?.name ?? ''}
            />
            <DataTable.Col source="paymentType" label="Pricing" render={pricingLabel} />
            <DataTable.Col
              source="active"
              label="Status"
              render={(brand) => activeLabel(brand.active)}
            />
          </DataTable>
        }
      />
    </ResourceList>
  );
}
