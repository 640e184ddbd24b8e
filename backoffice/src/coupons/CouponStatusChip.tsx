import { Chip } from '@mui/material';
import type { CouponStatus } from '@tp/domain';
import { statusLabel } from './couponLabels.ts';

const COLORS: Record<CouponStatus, 'success' | 'default' | 'info' | 'warning'> = {
  active: 'success',
  inactive: 'default',
  scheduled: 'info',
  expired: 'default',
  used_up: 'warning',
};

/** Where a coupon stands now (domain's couponStatus), as a chip. */
export function CouponStatusChip({ status }: { status: CouponStatus }) {
  return (
    <Chip size="small" label={statusLabel(status)} color={COLORS[status]} variant="outlined" />
  );
}
