import { DataTable, SimpleList, TopToolbar, useCanAccess } from 'react-admin';
import { Box } from '@mui/material';
import { formatCents, type RefundRequest } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { EmptyPage } from '../lists/ListEmpty.tsx';
import { QuickFilterChips, type QuickFilter } from '../lists/QuickFilterChips.tsx';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { DATE_FORMAT } from '../time/formatInZone.ts';
import { exportRefundRequests } from './exportRefundRequests.ts';
import { RefundRequestActions } from './RefundRequestActions.tsx';
import { RefundStatusChip } from './RefundStatusChip.tsx';

/** Quick filters by status: what waits for someone first. */
const STATUS_FILTERS: readonly QuickFilter[] = [
  { label: 'All', values: {} },
  { label: 'Pending', values: { status: 'pending' } },
  { label: 'Incomplete', values: { status: 'incomplete' } },
  { label: 'Refunded', values: { status: 'refunded' } },
  { label: 'Processed manually', values: { status: 'processed_manually' } },
];

function RefundListActions() {
  return (
    <TopToolbar>
      <ExportButton run={exportRefundRequests} />
    </TopToolbar>
  );
}

/**
 * Refund requests, newest first, with status quick filters and the CSV; a pending one opens to
 * be edited; admins approve pending ones and process incomplete ones from the row.
 */
export function RefundRequestList() {
  const { canAccess: canEdit = false } = useCanAccess({
    action: 'edit',
    resource: 'refund_requests',
  });
  // Every request opens: a pending one to be edited (spec §4), the others to be read and acted
  // on (on a phone, the row is the way to Approve and Process manually).
  const rowClick = canEdit ? 'edit' : false;
  return (
    <ResourceList<RefundRequest>
      filters={[searchFilter('Reason or family')]}
      actions={<RefundListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={
        <EmptyPage message="No refund requests yet. Request one from a payment's line item." />
      }
    >
      <Box sx={{ px: 2, pt: 1 }}>
        <QuickFilterChips filters={STATUS_FILTERS} exclusive />
      </Box>
      <ResponsiveList
        phone={
          <SimpleList<RefundRequest>
            primaryText={(request) => `${request.familyName} · ${formatCents(request.amountCents)}`}
            secondaryText={(request) => `${request.category} · ${request.lineItemDescription}`}
            tertiaryText={(request) => <RefundStatusChip status={request.status} />}
            rowClick={rowClick}
          />
        }
        table={
          <DataTable<RefundRequest> rowClick={rowClick} bulkActionButtons={false}>
            <DataTable.Col source="id" label="#" />
            <DataTable.Col source="familyName" label="Family" />
            <DataTable.Col
              source="status"
              render={(request) => <RefundStatusChip status={request.status} />}
            />
            <DataTable.Col source="category" />
            <DataTable.Col
              source="amountCents"
              label="Amount"
              align="right"
              render={(request) => formatCents(request.amountCents)}
            />
            <DataTable.Col
              source="errorCode"
              label="Gateway"
              disableSort
              // The code here; the gateway's sentence on hover and on the request's page.
              render={(request) =>
                request.errorCode ? (
                  <span title={request.errors.join(' ')}>Error {request.errorCode}</span>
                ) : (
                  '—'
                )
              }
            />
            <DataTable.Col source="createdAt" label="Requested">
              <DateInZoneField source="createdAt" format={DATE_FORMAT} />
            </DataTable.Col>
            <DataTable.Col label="Actions" disableSort>
              <RefundRequestActions size="small" />
            </DataTable.Col>
          </DataTable>
        }
      />
    </ResourceList>
  );
}
