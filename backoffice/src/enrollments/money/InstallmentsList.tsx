import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCanAccess, useGetList } from 'react-admin';
import { formatCents, type Enrollment, type Installment } from '@tp/domain';
import { useActionCall } from '../../actions/useActionCall.ts';
import { formatInZone } from '../../time/formatInZone.ts';
import { useDisplayTimeZone } from '../../time/useDisplayTimeZone.ts';

const STATUS_COLORS = { pending: 'default', paid: 'success', failed: 'error' } as const;

function ProcessPaymentButton({ installment }: { installment: Installment }) {
  const { run, isSending } = useActionCall();
  const { canAccess } = useCanAccess({
    action: 'processPayment',
    resource: 'installments',
    record: installment,
  });
  if (!canAccess || installment.status === 'paid') return null;
  return (
    <Button
      size="small"
      disabled={isSending}
      onClick={() =>
        void run(
          (provider) => provider.action('installments', 'processPayment', { id: installment.id }),
          { success: 'Your order has been processed' },
        )
      }
    >
      {isSending ? 'Processing…' : 'Process payment'}
    </Button>
  );
}

/** The enrollment's installment plan, with Process payment for staff. */
export function InstallmentsList({ enrollment }: { enrollment: Enrollment }) {
  const zone = useDisplayTimeZone();
  const { data = [], isPending } = useGetList<Installment>('installments', {
    filter: { enrollmentId: enrollment.id },
    sort: { field: 'dueAt', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  if (isPending) return null;
  if (data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No installments.
      </Typography>
    );
  return (
    // On a phone the cells pad less and Process payment goes under the status, so the plan
    // fits a 390 px screen; the box still scrolls sideways on a narrower one.
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label="Installments"
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Due</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((installment) => (
            <TableRow key={installment.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatInZone(installment.dueAt, zone, 'MMM D, YYYY')}
              </TableCell>
              <TableCell align="right">{formatCents(installment.amountCents)}</TableCell>
              <TableCell>
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
                >
                  <Chip
                    size="small"
                    color={STATUS_COLORS[installment.status]}
                    label={installment.status}
                    title={installment.lastError ?? undefined}
                  />
                  <ProcessPaymentButton installment={installment} />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
