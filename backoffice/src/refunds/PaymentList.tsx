import { DataTable, SimpleList, TopToolbar } from 'react-admin';
import { formatCents, type Payment } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { EmptyPage } from '../lists/ListEmpty.tsx';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { DATE_FORMAT } from '../time/formatInZone.ts';
import { exportPayments } from './exportPayments.ts';
import { paymentStatusLabel } from './paymentStatus.ts';

const PAYMENT_FILTERS = [searchFilter('Family or transaction')];
const PAYMENT_LIST_ACTIONS = (
  <TopToolbar>
    <ExportButton run={exportPayments} />
  </TopToolbar>
);

/** Card charges, newest first, and the CSV of what the search selects; one opens to its line items and their refunds. */
export function PaymentList() {
  return (
    <ResourceList<Payment>
      filters={PAYMENT_FILTERS}
      actions={PAYMENT_LIST_ACTIONS}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<EmptyPage message="No payments yet." />}
    >
      <ResponsiveList
        phone={
          <SimpleList<Payment>
            primaryText={(payment) => `${payment.familyName} · ${formatCents(payment.totalCents)}`}
            secondaryText={paymentStatusLabel}
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
            <DataTable.Col source="status" render={paymentStatusLabel} />
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
