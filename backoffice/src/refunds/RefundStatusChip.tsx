import { Chip } from '@mui/material';
import { REFUND_STATUS_LABELS, type RefundStatus } from '@tp/domain';

const COLORS: Record<RefundStatus, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  approved: 'info',
  refunded: 'success',
  incomplete: 'error',
  processed_manually: 'warning',
};

/** A refund request's status in words, coloured by what it still needs. */
export function RefundStatusChip({ status }: { status: RefundStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={REFUND_STATUS_LABELS[status]}
    />
  );
}
