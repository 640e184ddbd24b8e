import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import { calendarDateIn, type Employee } from '@tp/domain';
import { actionErrorMessage, actionFieldError } from '../actions/actionErrors.ts';
import { useActionCall } from '../actions/useActionCall.ts';
import { AsideCard } from '../layout/AsideCard.tsx';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { dateText } from './employeeLabels.ts';
import { StatusChip } from './EmployeeList.tsx';
import { EmploymentHistory } from './EmploymentHistory.tsx';

/**
 * The employee's standing (spec §4 Employee: active or inactive; terminated with an end date,
 * or rehired), every period they worked here, and the two actions, for those `can` allows.
 * Terminating asks for the end date (and a reason, if any); rehiring for the new hire date.
 */
export function EmployeeStandingCard() {
  const employee = useRecordContext<Employee>();
  const { run, isSending, fieldErrors, setFieldErrors } = useActionCall();
  const zone = useDisplayTimeZone();
  const [isTerminating, setIsTerminating] = useState(false);
  const [isRehiring, setIsRehiring] = useState(false);
  const [endDate, setEndDate] = useState('');
  const [reason, setReason] = useState('');
  const [hireDate, setHireDate] = useState('');
  const { canAccess: canTerminate = false } = useCanAccess({
    action: 'terminate',
    resource: 'employees',
    record: employee,
  });
  const { canAccess: canRehire = false } = useCanAccess({
    action: 'rehire',
    resource: 'employees',
    record: employee,
  });
  if (!employee) return null;
  const endDateError = fieldErrors.endDate ? `End date ${fieldErrors.endDate.join(', ')}` : null;
  const hireDateError = fieldErrors.hireDate
    ? `Hire date ${fieldErrors.hireDate.join(', ')}`
    : null;

  const openTermination = () => {
    setEndDate(calendarDateIn(new Date(), zone));
    setReason('');
    setFieldErrors({});
    setIsTerminating(true);
  };

  const openRehire = () => {
    setHireDate(calendarDateIn(new Date(), zone));
    setFieldErrors({});
    setIsRehiring(true);
  };

  const terminate = async () => {
    const outcome = await run(
      (provider) =>
        provider.action('employees', 'terminate', {
          id: employee.id,
          data: { endDate, reason: reason.trim() === '' ? null : reason.trim() },
        }),
      {
        success: `${employee.fullName} has been terminated.`,
        // An end date the server refuses stays in the dialog, on its field.
        failure: (error) =>
          actionFieldError(error, 'endDate') === null ? actionErrorMessage(error) : null,
      },
    );
    if (outcome.ok || actionFieldError(outcome.error, 'endDate') === null) setIsTerminating(false);
  };

  const rehire = async () => {
    const outcome = await run(
      (provider) => provider.action('employees', 'rehire', { id: employee.id, data: { hireDate } }),
      {
        success: `${employee.fullName} has been rehired.`,
        // A hire date the server refuses (in the future, before the last end) stays on its field.
        failure: (error) =>
          actionFieldError(error, 'hireDate') === null ? actionErrorMessage(error) : null,
      },
    );
    if (outcome.ok || actionFieldError(outcome.error, 'hireDate') === null) setIsRehiring(false);
  };

  return (
    <AsideCard title="Employment">
      <StatusChip active={employee.active} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Hired {dateText(employee.hireDate)}
      </Typography>
      {employee.endDate ? (
        <Typography variant="body2">Ended {dateText(employee.endDate)}</Typography>
      ) : null}
      <EmploymentHistory periods={employee.employmentPeriods ?? []} />
      <Stack spacing={1} sx={{ mt: 2 }}>
        {employee.active && canTerminate ? (
          <Button variant="outlined" color="error" onClick={openTermination}>
            Terminate
          </Button>
        ) : null}
        {!employee.active && canRehire ? (
          <Button variant="contained" onClick={openRehire}>
            Rehire
          </Button>
        ) : null}
      </Stack>
      <Dialog open={isTerminating} onClose={() => setIsTerminating(false)}>
        <DialogTitle>Terminate {employee.fullName}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            They become inactive from the end date and can no longer sign in. You can rehire them
            later.
          </DialogContentText>
          <TextField
            label="End date"
            type="date"
            value={endDate}
            onChange={(event) => {
              setEndDate(event.target.value);
              setFieldErrors({});
            }}
            error={endDateError !== null}
            helperText={endDateError ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
            required
          />
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            fullWidth
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsTerminating(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={isSending || endDate === ''}
            onClick={() => void terminate()}
          >
            Terminate
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={isRehiring} onClose={() => setIsRehiring(false)}>
        <DialogTitle>Rehire {employee.fullName}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            They become active again from the hire date and can sign in. Their earlier employment
            stays in the history.
          </DialogContentText>
          <TextField
            label="Hire date"
            type="date"
            value={hireDate}
            onChange={(event) => {
              setHireDate(event.target.value);
              setFieldErrors({});
            }}
            error={hireDateError !== null}
            helperText={hireDateError ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsRehiring(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={isSending || hireDate === ''}
            onClick={() => void rehire()}
          >
            Rehire
          </Button>
        </DialogActions>
      </Dialog>
    </AsideCard>
  );
}
