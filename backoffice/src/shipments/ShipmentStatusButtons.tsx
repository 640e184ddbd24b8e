import { useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  Confirm,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import {
  SHIPMENT_EVENT_LABELS,
  SHIPMENT_STATUS_LABELS,
  shipmentEventsFrom,
  type Shipment,
  type ShipmentEvent,
} from '@tp/domain';
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [sending, setSending] = useState<ShipmentEvent | null>(null);
  const [asking, setAsking] = useState<ShipmentEvent | null>(null);
  const { canAccess: canChange = false } = useCanAccess({
    action: 'changeStatus',
    resource: 'shipments',
    record: shipment,
  });
  if (!shipment) return null;

  const send = async (event: ShipmentEvent) => {
    setSending(event);
    try {
      const { data } = await dataProvider.action('shipments', 'changeStatus', {
        id: shipment.id,
        data: { event },
      });
      notify(`Shipment is now ${SHIPMENT_STATUS_LABELS[data.status].toLowerCase()}`, {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The status could not be changed.', {
        type: 'error',
      });
    } finally {
      setSending(null);
    }
  };

  const events = canChange ? shipmentEventsFrom(shipment.status) : [];
  return (
    <Card
      sx={{
        ml: { md: 2 },
        mt: { xs: 2, md: 0 },
        minWidth: { md: 260 },
        // Below the form on a phone, as wide as it.
        width: { xs: '100%', md: 'auto' },
        boxSizing: 'border-box',
        alignSelf: 'flex-start',
      }}
    >
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Status
        </Typography>
        <ShipmentStatusChip status={shipment.status} />
        {events.length > 0 ? (
          <Stack spacing={1} sx={{ mt: 2 }}>
            {events.map((event) => (
              <Button
                key={event}
                variant={event === 'ship' ? 'contained' : 'outlined'}
                color={event === 'cancel' ? 'error' : 'primary'}
                disabled={sending !== null}
                onClick={() => (CONFIRMED_EVENTS[event] ? setAsking(event) : void send(event))}
              >
                {SHIPMENT_EVENT_LABELS[event]}
              </Button>
            ))}
          </Stack>
        ) : null}
        <Confirm
          isOpen={asking !== null}
          title={asking ? `${SHIPMENT_EVENT_LABELS[asking]}?` : ''}
          content={asking ? CONFIRMED_EVENTS[asking] : ''}
          onConfirm={() => {
            const event = asking;
            setAsking(null);
            if (event) void send(event);
          }}
          onClose={() => setAsking(null)}
        />
      </CardContent>
    </Card>
  );
}
