import { useState } from 'react';
import { HistorySection } from '../audit/HistoryTab.tsx';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Show, useCanAccess, useRecordContext } from 'react-admin';
import { formatCents, type LineItem, type Payment } from '@tp/domain';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { DATE_FORMAT } from '../time/formatInZone.ts';
import { RefundRequestDialog } from './RefundRequestDialog.tsx';
import { RefundStatusChip } from './RefundStatusChip.tsx';

function LineItems({ payment }: { payment: Payment }) {
  const [refunding, setRefunding] = useState<LineItem | null>(null);
  const { canAccess: mayRequest = false } = useCanAccess({
    action: 'create',
    resource: 'refund_requests',
  });
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Line items">
          <TableHead>
            <TableRow>
              <TableCell>Line item</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Amount
              </TableCell>
              <TableCell align="right">Left to refund</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {payment.lineItems.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {formatCents(line.amountCents)}
                </TableCell>
                <TableCell align="right">{formatCents(line.refundableCents)}</TableCell>
                <TableCell align="right">
                  {mayRequest && line.refundableCents > 0 ? (
                    <Button size="small" onClick={() => setRefunding(line)}>
                      Request refund
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <RefundRequestDialog lineItem={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}

function Refunds({ payment }: { payment: Payment }) {
  if (payment.refundRequests.length === 0)
    return <Typography color="text.secondary">No refund requested.</Typography>;
  const lineOf = (id: number) => payment.lineItems.find((line) => line.id === id)?.description;
  return (
    <Stack spacing={1}>
      {payment.refundRequests.map((refund) => (
        <Stack key={refund.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <RefundStatusChip status={refund.status} />
          <Typography variant="body2">
            {formatCents(refund.amountCents)} · {refund.category} · {lineOf(refund.lineItemId)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function PaymentDetails() {
  const payment = useRecordContext<Payment>();
  if (!payment) return null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6">
          {payment.familyName || 'Payment'} · {formatCents(payment.totalCents)}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Paid <DateInZoneField source="createdAt" format={DATE_FORMAT} /> ·{' '}
          {payment.cardLast4 ? `card •••• ${payment.cardLast4} · ` : ''}
          {payment.discountCents > 0
            ? `${formatCents(payment.discountCents)} off with ${payment.couponCode ?? 'a coupon'} · `
            : ''}
          {formatCents(payment.refundedCents)} refunded
        </Typography>
        <LineItems payment={payment} />
        <Typography variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
          Refund requests
        </Typography>
        <Refunds payment={payment} />
      </CardContent>
    </Card>
  );
}

/** A payment with its line items, each with "Request refund" for staff, and its refunds. */
export function PaymentShow() {
  return (
    <Show component="div" sx={{ maxWidth: '100%', overflowX: 'hidden' }}>
      <PaymentDetails />
      <Card sx={{ mt: 2 }}>
        <HistorySection />
      </Card>
    </Show>
  );
}
