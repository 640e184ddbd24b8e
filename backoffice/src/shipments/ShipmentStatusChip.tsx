import { Chip } from '@mui/material';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@tp/domain';

const COLORS: Record<ShipmentStatus, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  on_hold: 'warning',
  shipped: 'info',
  delivered: 'success',
  canceled: 'error',
};

/** A shipment's status in words, coloured by how far it got. */
export function ShipmentStatusChip({ status }: { status: ShipmentStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={SHIPMENT_STATUS_LABELS[status]}
    />
  );
}
