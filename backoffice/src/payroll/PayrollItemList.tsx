import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { IconButton, Stack } from '@mui/material';
import {
  Button,
  DataTable,
  FilterButton,
  SimpleList,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { PAYROLL_PER_PAGE, formatUsDate, type PayrollItem } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { formatDollars } from '../format/formatDollars.ts';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { NoResults } from '../lists/ListEmpty.tsx';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { BatchUploadDialog } from './BatchUploadDialog.tsx';
import { exportPayrollItems } from './exportPayrollItems.ts';
import { HoldSwitch } from './HoldSwitch.tsx';
import { MarkPaidButton } from './MarkPaidButton.tsx';
import { NeedsReviewChip, PaidTabs, payrollFilters } from './PayrollFilters.tsx';
import { PayrollItemDialog, type PayrollDialogState } from './PayrollItemDialog.tsx';
import { usePayrollEmployees } from './payrollChoices.ts';
import { usePayrollRights, type PayrollRights } from './usePayrollRights.ts';

/** Pending first (spec §7: the list asks paid=false unless the Paid tab is chosen). */
const DEFAULT_FILTER = { paid: false };

function ListActions({
  rights,
  onAdd,
  onUpload,
}: {
  rights: PayrollRights;
  onAdd: () => void;
  onUpload: () => void;
}) {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FilterButton />
      {rights.mayCreate ? (
        <>
          <Button label="Add item" onClick={onAdd}>
            <AddIcon />
          </Button>
          <Button label="Upload CSV" onClick={onUpload}>
            <UploadFileIcon />
          </Button>
        </>
      ) : null}
      <ExportButton
        run={(dataProvider, selection, download, zone) =>
          exportPayrollItems(dataProvider, selection, download, zone, rights.seesPay)
        }
      />
    </TopToolbar>
  );
}

const NO_PAYROLL_ITEMS = <NoResults>No payroll items to display.</NoResults>;

const money = (value: number | undefined) => (value === undefined ? '' : formatDollars(value));

/** The day an item was paid (in the viewer's zone), or the day it is expected to be. */
function payDayText(item: PayrollItem, zone: string): string {
  return item.paid && item.paidAt
    ? formatInZone(item.paidAt, zone, 'MM/DD/YYYY')
    : formatUsDate(item.estimatedPayDate);
}

function PayrollTable({ rights, onEdit }: { rights: PayrollRights; onEdit: (id: number) => void }) {
  const { filterValues } = useListContext();
  const zone = useDisplayTimeZone();
  const isPaidTab = (filterValues as { paid?: boolean }).paid === true;
  const bulk = rights.mayMarkPaid && !isPaidTab ? <MarkPaidButton /> : false;
  return (
    <DataTable<PayrollItem>
      rowClick={
        rights.mayEdit
          ? (id, _resource, record) => {
              // A paid item stays as the run paid it (the server refuses any change).
              if (!(record as PayrollItem).paid) onEdit(Number(id));
              return false;
            }
          : false
      }
      bulkActionButtons={bulk}
      size="small"
      empty={NO_PAYROLL_ITEMS}
    >
      <DataTable.Col source="employeeName" label="Employee" />
      <DataTable.Col source="departmentName" label="Department" />
      <DataTable.Col source="payType" label="Pay type" />
      <DataTable.Col source="description" disableSort />
      <DataTable.Col source="leadSourceName" label="Lead source" />
      <DataTable.NumberCol source="quantity" />
      {rights.seesPay ? (
        <DataTable.Col source="rate" align="right" render={(item) => money(item.rate)} />
      ) : null}
      {rights.seesPay ? (
        <DataTable.Col source="pay" align="right" render={(item) => money(item.pay)} />
      ) : null}
      <DataTable.Col<PayrollItem>
        source="hold"
        label="Review"
        render={(item) => <HoldSwitch item={item} mayHold={rights.mayHold} />}
      />
      <DataTable.Col<PayrollItem>
        source="estimatedPayDate"
        label={isPaidTab ? 'Paid on' : 'Pay date'}
        render={(item) => payDayText(item, zone)}
      />
      {rights.mayEdit ? (
        <DataTable.Col
          label="Edit"
          disableSort
          render={(item) =>
            item.paid ? null : (
              <IconButton
                size="small"
                aria-label={`Edit payroll item ${item.id}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onEdit(item.id);
                }}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            )
          }
        />
      ) : null}
    </DataTable>
  );
}

function PayrollSimpleList({
  rights,
  onEdit,
}: {
  rights: PayrollRights;
  onEdit: (id: number) => void;
}) {
  const zone = useDisplayTimeZone();
  return (
    <SimpleList<PayrollItem>
      primaryText={(item) => `${item.employeeName} · ${item.payType}`}
      secondaryText={(item) =>
        [
          item.description,
          item.leadSourceName ? `(${item.leadSourceName})` : '',
          // Only admins see the rate and the pay (the API leaves them out for others).
          rights.seesPay
            ? `${item.quantity} × ${money(item.rate)} = ${money(item.pay)}`
            : `Quantity ${item.quantity}`,
        ]
          .filter(Boolean)
          .join(' ')
      }
      tertiaryText={(item) => payDayText(item, zone)}
      rightIcon={(item) => <HoldSwitch item={item} mayHold={rights.mayHold} />}
      rowClick={
        rights.mayEdit
          ? (id, _resource, record) => {
              if (!(record as PayrollItem).paid) onEdit(Number(id));
              return false;
            }
          : false
      }
      empty={NO_PAYROLL_ITEMS}
    />
  );
}

/**
 * Payroll items (spec §2, §6, §7): Pending and Paid tabs, 25 a page, newest first; filters by
 * employee, department, pay type and pay date, search, the Needs review quick filter, CSV
 * export. Admins see the rate and the pay (the API leaves them out for others) and mark
 * items paid; HR edits; admins and instruction managers hold items for review; those who
 * may add items do so one by one (the item modal) or from a CSV (the batch upload modal).
 */
export function PayrollItemList() {
  const rights = usePayrollRights();
  const { employees } = usePayrollEmployees();
  const [dialog, setDialog] = useState<PayrollDialogState>(null);
  const [isUploading, setUploading] = useState(false);
  const onEdit = (id: number) => setDialog({ mode: 'edit', id });
  return (
    <>
      <ResourceList<PayrollItem>
        resource="payroll_items"
        title="Payroll items"
        filters={payrollFilters(employees)}
        filterDefaultValues={DEFAULT_FILTER}
        actions={
          <ListActions
            rights={rights}
            onAdd={() => setDialog({ mode: 'create' })}
            onUpload={() => setUploading(true)}
          />
        }
        perPage={PAYROLL_PER_PAGE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        empty={false}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', pr: 2 }}
        >
          <PaidTabs />
          <NeedsReviewChip />
        </Stack>
        <ResponsiveList
          phone={<PayrollSimpleList rights={rights} onEdit={onEdit} />}
          table={<PayrollTable rights={rights} onEdit={onEdit} />}
        />
      </ResourceList>
      <PayrollItemDialog
        state={dialog}
        rights={rights}
        employees={employees}
        onClose={() => setDialog(null)}
      />
      <BatchUploadDialog open={isUploading} onClose={() => setUploading(false)} />
    </>
  );
}
