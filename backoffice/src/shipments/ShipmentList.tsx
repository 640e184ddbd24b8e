import {
  CreateButton,
  DataTable,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { OriginatorSelectInput, ShippingMethodSelectInput } from '../lookups/lookups.tsx';
import { formatUsDate, shippingMethodLabel, type Shipment } from '@tp/domain';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { DATE_FORMAT } from '../time/formatInZone.ts';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { EmptyPage } from '../lists/ListEmpty.tsx';
import { ExportButton } from '../export/ExportButton.tsx';
import {
  SHIPMENT_RECIPIENT_TYPE_CHOICES,
  SHIPMENT_STATUS_CHOICES,
  originatorLabel,
} from './shipmentChoices.ts';
import { ShipmentStatusChip } from './ShipmentStatusChip.tsx';
import { exportShipments } from './exportShipments.ts';

/** The filters' sources are the API's filter names, sent unchanged by the data provider. */
const shipmentFilters = [
  searchFilter('Tracking, order or link'),
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={SHIPMENT_STATUS_CHOICES}
    alwaysOn
  />,
  <OriginatorSelectInput key="originator" source="originator" label="Originator" />,
  <ShippingMethodSelectInput
    key="shippingMethod"
    source="shippingMethod"
    label="Shipping method"
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
      <ExportButton run={exportShipments} />
    </TopToolbar>
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
  const { canAccess: canCreate = false } = useCanAccess({
    action: 'create',
    resource: 'shipments',
  });
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: 'shipments' });
  const rowClick = canEdit ? 'edit' : false;
  return (
    <ResourceList<Shipment>
      filters={shipmentFilters}
      actions={<ShipmentListActions canCreate={canCreate} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<EmptyPage message="No shipments yet." action={canCreate ? <CreateButton /> : null} />}
    >
      <ResponsiveList
        phone={
          <SimpleList<Shipment>
            primaryText={(shipment) => shipment.recipientName}
            secondaryText={(shipment) =>
              [
                originatorLabel(shipment.originator),
                shippingMethodLabel(shipment.shippingMethod),
                deliveryLabel(shipment),
              ]
                .filter(Boolean)
                .join(' · ')
            }
            tertiaryText={(shipment) => <ShipmentStatusChip status={shipment.status} />}
            rowClick={rowClick}
          />
        }
        table={
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
            <DataTable.Col
              source="shippingMethod"
              label="Shipping method"
              disableSort
              render={(shipment) => shippingMethodLabel(shipment.shippingMethod) || '—'}
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
        }
      />
    </ResourceList>
  );
}
