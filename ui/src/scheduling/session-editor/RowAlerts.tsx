import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { RowAlert, RowAlertKind } from '@tp/domain';

const COLOR: Record<RowAlertKind, 'success' | 'error' | 'warning' | 'info'> = {
  success: 'success',
  error: 'error',
  holiday: 'info',
  past: 'warning',
  locked: 'warning',
  overlap: 'warning',
};

/** The Alerts column (spec §2: success, errors, holiday name): one small chip per alert. */
export function RowAlerts({ alerts }: { alerts: readonly RowAlert[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {alerts.map((alert) => (
        <Chip
          key={`${alert.kind}-${alert.message}`}
          size="small"
          variant={alert.kind === 'success' ? 'outlined' : 'filled'}
          color={COLOR[alert.kind]}
          label={alert.message}
          data-alert={alert.kind}
          sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      ))}
    </Stack>
  );
}
