import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { Shipment } from '@tp/domain';
import { ADMIN_BASE } from '../auth/homeUrl.ts';
import { DashboardCard } from './DashboardCard.tsx';

export const SHIPMENTS_TO_SEND_FILTER = { status: 'pending' };

/** Shipments still to send: pending, neither held nor shipped. */
export function ShipmentsToSendCard() {
  return (
    <DashboardCard<Shipment>
      title="Shipments to send"
      icon={<LocalShippingIcon />}
      resource="shipments"
      filter={SHIPMENTS_TO_SEND_FILTER}
      sort={{ field: 'createdAt', order: 'ASC' }}
      caption={(count) => (count === 1 ? 'shipment is pending' : 'shipments are pending')}
      emptyText="Nothing is waiting to be shipped."
      arrivesWith="shipments"
      preview={(shipment) => ({
        primary: shipment.recipientName,
        to: `${ADMIN_BASE}/shipments/${shipment.id}`,
      })}
    />
  );
}
