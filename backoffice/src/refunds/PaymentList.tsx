import { DataTable, SimpleList } from 'react-admin';
import { formatCents, type Payment } from '@tp/domain';
import { EmptyPage } from '../lists/ListEmpty.tsx';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { DATE_FORMAT } from '../time/formatInZone.ts';

const statusLabel = (payment: Payment) =>
  payment.status === 'refunded'
    ? 'Refunded'
    : payment.refundedCents > 0
      ? `Paid, ${formatCents(payment.refundedCents)} refunded`
      : 'Paid';

/** Card charges, newest first; one opens to its line items and their refunds. */
export function PaymentList() {
  return (
    <ResourceList<Payment>
      filters={[searchFilter('Family or transaction')]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<EmptyPage message="No payments yet." />}
    >
      <ResponsiveList
        phone={
          <SimpleList<Payment>
            primaryText={(payment) => `${payment.familyName} · ${formatCents(payment.totalCents)}`}
            secondaryText={(payment) => statusLabel(payment)}
            rowClick="show"
          />
        }
        table={
          <DataTable<Payment> rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="id" label="#" />
            <DataTable.Col source="familyName" label="Family" />
            <DataTable.Col
              source="totalCents"
              label="Total"
              align="right"
              render={(payment) => formatCents(payment.totalCents)}
            />
            <DataTable.Col source="status" render={statusLabel} />
            <DataTable.Col
              source="cardLast4"
              label="Card"
              disableSort
              render={(payment) => (payment.cardLast4 ? `•••• ${payment.cardLast4}` : '—')}
            />
            <DataTable.Col source="createdAt" label="Paid">
              <DateInZoneField source="createdAt" format={DATE_FORMAT} />
            </DataTable.Col>
          </DataTable>
        }
      />
    </ResourceList>
  );
}
