import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { CreateBase, Form, SaveButton, Toolbar, useNotify, useRefresh } from 'react-admin';
import { formatCents, type LineItem, type RefundRequest } from '@tp/domain';
import { refundCreateResolver } from './refundForm.ts';
import { RefundRequestInputs } from './RefundRequestInputs.tsx';

/**
 * The refund request modal (spec §2): a request on one line item, with a category, an amount
 * up to what is left on the line and a reason; saved pessimistically so the server's 422s land
 * on the fields, then the list of the payment refreshes.
 */
export function RefundRequestDialog({
  lineItem,
  onClose,
}: {
  lineItem: LineItem | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!lineItem) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isSmall}
      aria-labelledby="refund-request-title"
    >
      <DialogTitle id="refund-request-title" sx={{ pr: 6 }}>
        Request a refund
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {lineItem.description} · {formatCents(lineItem.amountCents)} ·{' '}
          {formatCents(lineItem.refundableCents)} left to refund
        </Typography>
        <CreateBase<RefundRequest>
          resource="refund_requests"
          redirect={false}
          mutationOptions={{
            onSuccess: (request: RefundRequest) => {
              notify(`Refund of ${formatCents(request.amountCents)} requested`, {
                type: 'success',
              });
              refresh();
              onClose();
            },
          }}
        >
          <Form
            resolver={refundCreateResolver}
            record={{ lineItemId: lineItem.id, amountCents: lineItem.refundableCents }}
            noValidate
          >
            <RefundRequestInputs maxCents={lineItem.refundableCents} />
            <Toolbar sx={{ px: 0 }}>
              <SaveButton label="Request refund" alwaysEnable />
            </Toolbar>
          </Form>
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
}
