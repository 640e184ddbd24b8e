import { Chip } from '@mui/material';
import type { LeadSourceStatus } from '@tp/domain';
import { statusLabel } from './leadSourceChoices.ts';

const COLORS: Record<LeadSourceStatus, 'default' | 'primary' | 'success' | 'warning' | 'error'> = {
  uncategorized: 'default',
  target: 'primary',
  managed: 'success',
  ended: 'warning',
  no_value: 'default',
  do_not_contact: 'error',
};

export function LeadSourceStatusChip({ status }: { status: LeadSourceStatus }) {
  return (
    <Chip size="small" label={statusLabel(status)} color={COLORS[status]} variant="outlined" />
  );
}
