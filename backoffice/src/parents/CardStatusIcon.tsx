import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import GavelIcon from '@mui/icons-material/Gavel';
import SavingsIcon from '@mui/icons-material/Savings';
import TuneIcon from '@mui/icons-material/Tune';
import { Tooltip } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { CARD_STATUS_LABELS, type CardStatus } from '@tp/domain';

const ICONS: Record<
  CardStatus,
  { Icon: SvgIconComponent; color: 'success' | 'error' | 'info' | 'warning' | 'action' }
> = {
  current: { Icon: CheckCircleIcon, color: 'success' },
  delinquent: { Icon: ErrorIcon, color: 'error' },
  credit: { Icon: SavingsIcon, color: 'info' },
  collections: { Icon: GavelIcon, color: 'warning' },
  override: { Icon: TuneIcon, color: 'action' },
};

/** Spec §9: the family's card payment status as an icon, its name in the tooltip. */
export function CardStatusIcon({ status }: { status: CardStatus }) {
  const { Icon, color } = ICONS[status];
  const label = CARD_STATUS_LABELS[status];
  return (
    <Tooltip title={label}>
      {/* MUI hides an icon from assistive tech unless told otherwise: this one says something. */}
      <Icon color={color} fontSize="small" aria-label={label} role="img" aria-hidden={false} />
    </Tooltip>
  );
}
