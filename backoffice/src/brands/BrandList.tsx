import { BooleanField, DataTable, List, SimpleList } from 'react-admin';
import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import type { Brand } from '@tp/domain';

const LIST_QUERY_OPTIONS = { meta: { include: 'department' } };

/** Brands, read-only for now: name, department and whether they are active. */
export function BrandList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<Brand>
      sort={{ field: 'name', order: 'ASC' }}
      queryOptions={LIST_QUERY_OPTIONS}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<Brand>
          primaryText={(brand) => brand.name}
          secondaryText={(brand) => brand.department?.name ?? ''}
          tertiaryText={(brand) => (brand.active ? 'Active' : 'Inactive')}
          rowClick={false}
        />
      ) : (
        <DataTable<Brand> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
          <DataTable.Col
            source="departmentId"
            label="Department"
            render={(brand) => brand.department?.name ?? ''}
          />
          <DataTable.Col source="active" field={BooleanField} />
        </DataTable>
      )}
    </List>
  );
}
