import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import {
  SHIPMENT_EVENT_LABELS,
  SHIPMENT_STATUS_LABELS,
  shipmentEventsFrom,
  type Shipment,
  type ShipmentEvent,
} from '@tp/domain';
import { PendingConfirm } from '../actions/PendingConfirm.tsx';
import { useActionCall } from '../actions/useActionCall.ts';
import { AsideCard } from '../layout/AsideCard.tsx';
import { ShipmentStatusChip } from './ShipmentStatusChip.tsx';

/** Events that cannot be taken back ask first. */
const CONFIRMED_EVENTS: Partial<Record<ShipmentEvent, string>> = {
  cancel: 'Cancel this shipment? A canceled shipment cannot be shipped again.',
  deliver: 'Mark this shipment delivered? Its status cannot change after that.',
};

/**
 * The status and the events it allows (domain's `shipmentEventsFrom`), each sent through the
 * change_status action; shown to those `can` lets change it. The spec: "On success the
 * shipment is refreshed".
 */
export function ShipmentStatusButtons() {
  const shipment = useRecordContext<Shipment>();
  const { run, isSending } = useActionCall();
  const [asking, setAsking] = useState<ShipmentEvent | null>(null);
  const { canAccess: canChange = false } = useCanAccess({
    action: 'changeStatus',
    resource: 'shipments',
    record: shipment,
  });
  if (!shipment) return null;

  const send = (event: ShipmentEvent) =>
    void run(
      (provider) =>
        provider.action('shipments', 'changeStatus', { id: shipment.id, data: { event } }),
      {
        success: ({ data }) =>
          `Shipment is now ${SHIPMENT_STATUS_LABELS[data.status].toLowerCase()}`,
      },
    );

  const events = canChange ? shipmentEventsFrom(shipment.status) : [];
  return (
    <AsideCard title="Status">
      <ShipmentStatusChip status={shipment.status} />
      {events.length > 0 ? (
        <Stack spacing={1} sx={{ mt: 2 }}>
          {events.map((event) => (
            <Button
              key={event}
              variant={event === 'ship' ? 'contained' : 'outlined'}
              color={event === 'cancel' ? 'error' : 'primary'}
              disabled={isSending}
              onClick={() => (CONFIRMED_EVENTS[event] ? setAsking(event) : send(event))}
            >
              {SHIPMENT_EVENT_LABELS[event]}
            </Button>
          ))}
        </Stack>
      ) : null}
      <PendingConfirm
        pending={asking}
        title={(event) => `${SHIPMENT_EVENT_LABELS[event]}?`}
        content={(event) => CONFIRMED_EVENTS[event]}
        onConfirm={send}
        onClose={() => setAsking(null)}
      />
    </AsideCard>
  );
}
