import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PAY_AS_YOU_GO_TEXTS } from '@tp/domain';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { failureMessage } from './failure-message.ts';
import { setPayAsYouGo } from './hours-api.ts';

/**
 * The Pay As You Go modal (spec scheduling §2): confirms turning arrear billing on (5 more
 * hours whenever the child runs out) or off (every upcoming session is removed).
 */
export function PayAsYouGoDialog({
  enrollmentId,
  turnOn,
  open,
  onClose,
  onChanged,
}: {
  enrollmentId: number;
  /** What Confirm does: turn Pay As You Go on (true) or off (false). */
  turnOn: boolean;
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { httpClient } = useAppServices();
  const [isProcessing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const texts = turnOn ? PAY_AS_YOU_GO_TEXTS.on : PAY_AS_YOU_GO_TEXTS.off;

  const close = () => {
    if (isProcessing) return;
    setError(null);
    onClose();
  };

  async function confirm() {
    setProcessing(true);
    setError(null);
    try {
      await setPayAsYouGo(httpClient, enrollmentId, turnOn);
      onChanged();
      onClose();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="payg-title">
      <DialogTitle id="payg-title">{texts.title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>{texts.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isProcessing}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={isProcessing}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
