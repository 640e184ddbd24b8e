import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  CreateBase,
  DeleteWithConfirmButton,
  EditBase,
  Form,
  SaveButton,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import {
  payrollCreatedMessage,
  payrollUpdatedMessage,
  type PayrollEmployeeChoice,
  type PayrollItem,
  type PayrollItemCreate,
} from '@tp/domain';
import { payrollCreateResolver, payrollEditResolver, payrollPayload } from './payrollForm.ts';
import { PayrollItemInputs } from './PayrollItemInputs.tsx';
import type { PayrollRights } from './usePayrollRights.ts';

/** Which modal is open over the list: a new item, or an item by id. */
export type PayrollDialogState = { mode: 'create' } | { mode: 'edit'; id: number } | null;

const CREATE_DEFAULTS = {
  payType: 'Miscellaneous',
  rate: 0,
  hold: false,
} satisfies Partial<PayrollItemCreate>;

function DialogFrame({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isSmall}
      aria-labelledby="payroll-item-title"
    >
      <DialogTitle id="payroll-item-title" sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
    </Dialog>
  );
}

/** The edit form, once the record is loaded: notes start blank, each edit says why anew. */
function EditForm({
  rights,
  employees,
  onClose,
}: {
  rights: PayrollRights;
  employees: PayrollEmployeeChoice[];
  onClose: () => void;
}) {
  const record = useRecordContext<PayrollItem>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  return (
    <Form resolver={payrollEditResolver} record={{ ...record, editNotes: '' }} noValidate>
      <PayrollItemInputs employees={employees} rights={rights} isEditing />
      <Toolbar sx={{ px: 0, justifyContent: 'space-between' }}>
        <SaveButton />
        {rights.mayDelete && !record.paid ? (
          <DeleteWithConfirmButton
            redirect={false}
            confirmTitle="Delete this payroll item?"
            confirmContent="It is removed for good and will not be paid."
            mutationMode="pessimistic"
            mutationOptions={{
              onSuccess: () => {
                notify(`Deleted payroll item for ${record.employeeName}`, { type: 'success' });
                refresh();
                onClose();
              },
            }}
          />
        ) : null}
      </Toolbar>
    </Form>
  );
}

/**
 * The payroll item modal (spec §2 "Payroll items list, with a payroll item modal"): create or
 * edit over the list, saved pessimistically so the server's 422s land on the fields; the
 * spec's toasts (§8) on success.
 */
export function PayrollItemDialog({
  state,
  rights,
  employees,
  onClose,
}: {
  state: PayrollDialogState;
  rights: PayrollRights;
  employees: PayrollEmployeeChoice[];
  onClose: () => void;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  if (!state) return null;

  if (state.mode === 'create') {
    return (
      <DialogFrame title="New payroll item" onClose={onClose}>
        <CreateBase<PayrollItem>
          resource="payroll_items"
          redirect={false}
          transform={(values) => payrollPayload(values, rights.user) as PayrollItem}
          mutationOptions={{
            onSuccess: (item: PayrollItem) => {
              notify(payrollCreatedMessage(item.payType, item.employeeName), { type: 'success' });
              refresh();
              onClose();
            },
          }}
        >
          <Form resolver={payrollCreateResolver} record={CREATE_DEFAULTS} noValidate>
            <PayrollItemInputs employees={employees} rights={rights} isEditing={false} />
            <Toolbar sx={{ px: 0 }}>
              <SaveButton />
            </Toolbar>
          </Form>
        </CreateBase>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame title="Edit payroll item" onClose={onClose}>
      <EditBase<PayrollItem>
        resource="payroll_items"
        id={state.id}
        redirect={false}
        mutationMode="pessimistic"
        transform={(values, options) =>
          payrollPayload(values, rights.user, options?.previousData as PayrollItem) as PayrollItem
        }
        mutationOptions={{
          onSuccess: (item: PayrollItem) => {
            notify(payrollUpdatedMessage(item.employeeName), { type: 'success' });
            refresh();
            onClose();
          },
        }}
      >
        <EditForm rights={rights} employees={employees} onClose={onClose} />
      </EditBase>
    </DialogFrame>
  );
}
