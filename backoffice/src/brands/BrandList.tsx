import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  Pagination,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { RESOURCE_PAGE_SIZES, type Brand } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { ACTIVE_CHOICES, activeLabel, PAYMENT_TYPE_CHOICES, pricingLabel } from './brandChoices.ts';
import { exportBrands } from './exportBrands.ts';

const LIST_QUERY_OPTIONS = { meta: { include: 'department' } };

const brandFilters = [
  <SearchInput key="query" source="query" alwaysOn placeholder="Name" />,
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

function NoBrands() {
  return (
    <Box sx={{ p: 3 }}>
      <Typography>No brands found.</Typography>
    </Box>
  );
}

/** Brands: name, department, pricing, status; admins open one to edit it (the brand form). */
export function BrandList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create', resource: 'brands' });
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: 'brands' });
  const rowClick = canEdit ? 'edit' : false;
  return (
    <List<Brand>
      filters={brandFilters}
      actions={<BrandListActions canCreate={canCreate} />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={RESOURCE_PAGE_SIZES[0]}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      queryOptions={LIST_QUERY_OPTIONS}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<Brand>
          primaryText={(brand) => brand.name}
          secondaryText={(brand) => `${brand.department?.name ?? ''} · ${pricingLabel(brand)}`}
          tertiaryText={(brand) => activeLabel(brand.active)}
          rowClick={rowClick}
          empty={<NoBrands />}
        />
      ) : (
        <DataTable<Brand> bulkActionButtons={false} rowClick={rowClick} empty={<NoBrands />}>
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
      )}
    </List>
  );
}
