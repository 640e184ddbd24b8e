import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { RESOURCE_PAGE_SIZES, formatUsDate, type Shipment } from '@tp/domain';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { DATE_FORMAT } from '../time/formatInZone.ts';
import { ExportShipmentsButton } from './ExportShipmentsButton.tsx';
import {
  SHIPMENT_ORIGINATOR_CHOICES,
  SHIPMENT_RECIPIENT_TYPE_CHOICES,
  SHIPMENT_STATUS_CHOICES,
  originatorLabel,
} from './shipmentChoices.ts';
import { ShipmentStatusChip } from './ShipmentStatusChip.tsx';

/** The filters' sources are the API's filter names, sent unchanged by the data provider. */
const shipmentFilters = [
  <SearchInput key="query" source="query" alwaysOn placeholder="Tracking, order or link" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={SHIPMENT_STATUS_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="originator"
    source="originator"
    label="Originator"
    choices={SHIPMENT_ORIGINATOR_CHOICES}
  />,
  <SelectInput
    key="recipientType"
    source="recipientType"
    label="Recipient type"
    choices={SHIPMENT_RECIPIENT_TYPE_CHOICES}
  />,
];

function ShipmentListActions({ canCreate }: { canCreate: boolean }) {
  return (
    <TopToolbar>
      {canCreate ? <CreateButton /> : null}
      <ExportShipmentsButton />
    </TopToolbar>
  );
}

function NoShipments({ canCreate }: { canCreate: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" gutterBottom>
        No shipments yet.
      </Typography>
      {canCreate ? <CreateButton /> : null}
    </Box>
  );
}

const deliveryLabel = (shipment: Shipment) =>
  shipment.estimatedDeliveryDate
    ? `Due ${formatUsDate(shipment.estimatedDeliveryDate)}`
    : 'No delivery date';

/**
 * Shipments of materials to students and parents, newest first. Staff read them; managers
 * (domain's `can`: admins and advisors) create them and open one to edit it and move its status.
 */
export function ShipmentList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({
    action: 'create',
    resource: 'shipments',
  });
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: 'shipments' });
  const rowClick = canEdit ? 'edit' : false;
  return (
    <List<Shipment>
      filters={shipmentFilters}
      actions={<ShipmentListActions canCreate={canCreate} />}
      perPage={RESOURCE_PAGE_SIZES[0]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      empty={<NoShipments canCreate={canCreate} />}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<Shipment>
          primaryText={(shipment) => shipment.recipientName}
          secondaryText={(shipment) =>
            `${originatorLabel(shipment.originator)} · ${deliveryLabel(shipment)}`
          }
          tertiaryText={(shipment) => <ShipmentStatusChip status={shipment.status} />}
          rowClick={rowClick}
        />
      ) : (
        <DataTable<Shipment> rowClick={rowClick} bulkActionButtons={false}>
          <DataTable.Col source="id" label="#" />
          <DataTable.Col source="recipientName" label="Recipient" />
          <DataTable.Col
            source="status"
            render={(shipment) => <ShipmentStatusChip status={shipment.status} />}
          />
          <DataTable.Col
            source="originator"
            render={(shipment) => originatorLabel(shipment.originator)}
          />
          <DataTable.Col source="tracking" disableSort render={(s) => s.tracking ?? '—'} />
          <DataTable.Col
            source="address"
            label="Ship to"
            disableSort
            render={(shipment) => shipment.address.formatted}
          />
          <DataTable.Col
            source="estimatedDeliveryDate"
            label="Estimated delivery"
            render={(shipment) => formatUsDate(shipment.estimatedDeliveryDate) || '—'}
          />
          <DataTable.Col source="createdAt" label="Created">
            <DateInZoneField source="createdAt" format={DATE_FORMAT} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
