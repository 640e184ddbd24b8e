import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useI18n } from '../i18n/useI18n.ts';

/** The spec's purple (spec: sign-in §2, scheduling §2). */
export const SPOOF_BAR_COLOR = '#6a1b9a';

interface SpoofBarProps {
  /** The spoofed user's name. */
  name: string;
  /** Ends the spoof and goes back to the spoofer's dashboard. */
  onReturn(): void;
  isReturning?: boolean;
}

/** "You are spoofing {name}" with "Return to dashboard", above the app while spoofing. */
export function SpoofBar({ name, onReturn, isReturning = false }: SpoofBarProps) {
  const { t } = useI18n();
  return (
    <Box
      role="region"
      aria-label={t('account.spoof.bar', { name })}
      sx={{
        bgcolor: SPOOF_BAR_COLOR,
        color: '#fff',
        px: { xs: 1.5, sm: 3 },
        py: 0.75,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('account.spoof.bar', { name })}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        onClick={onReturn}
        disabled={isReturning}
        sx={{ borderColor: 'rgba(255,255,255,0.7)', py: 0, textTransform: 'none' }}
      >
        {t('account.spoof.returnToDashboard')}
      </Button>
    </Box>
  );
}
