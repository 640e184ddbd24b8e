import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  Confirm,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import { calendarDateIn, type Employee } from '@tp/domain';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { dateText } from './employeeLabels.ts';
import { StatusChip } from './EmployeeList.tsx';

/** The server's error on one field of a failed action (a 422), as the data provider words it. */
function fieldErrorOf(error: unknown, field: string): string | null {
  const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors;
  const message = errors?.[field];
  return typeof message === 'string' ? message : null;
}

/**
 * The employee's standing (spec §4 Employee: active or inactive; terminated with an end date,
 * or rehired) and the two actions, for those `can` allows. Terminating asks for the end date
 * and confirms; rehiring confirms.
 */
export function EmployeeStandingCard() {
  const employee = useRecordContext<Employee>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const zone = useDisplayTimeZone();
  const [isTerminating, setIsTerminating] = useState(false);
  const [isRehiring, setIsRehiring] = useState(false);
  const [endDate, setEndDate] = useState('');
  const [endDateError, setEndDateError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
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

  const openTermination = () => {
    setEndDate(calendarDateIn(new Date(), zone));
    setEndDateError(null);
    setIsTerminating(true);
  };

  const terminate = async () => {
    setIsSending(true);
    try {
      await dataProvider.action('employees', 'terminate', { id: employee.id, data: { endDate } });
      notify(`${employee.fullName} has been terminated.`, { type: 'success' });
      setIsTerminating(false);
      refresh();
    } catch (error) {
      const fieldError = fieldErrorOf(error, 'endDate');
      if (fieldError) setEndDateError(`End date ${fieldError}`);
      else {
        setIsTerminating(false);
        notify(error instanceof Error ? error.message : 'The employee could not be terminated.', {
          type: 'error',
        });
      }
    } finally {
      setIsSending(false);
    }
  };

  const rehire = async () => {
    setIsRehiring(false);
    try {
      await dataProvider.action('employees', 'rehire', { id: employee.id, data: {} });
      notify(`${employee.fullName} has been rehired.`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The employee could not be rehired.', {
        type: 'error',
      });
    }
  };

  return (
    <Card
      sx={{
        ml: { md: 2 },
        mt: { xs: 2, md: 0 },
        minWidth: { md: 260 },
        width: { xs: '100%', md: 'auto' },
        boxSizing: 'border-box',
        alignSelf: 'flex-start',
      }}
    >
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Employment
        </Typography>
        <StatusChip active={employee.active} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Hired {dateText(employee.hireDate)}
        </Typography>
        {employee.endDate ? (
          <Typography variant="body2">Ended {dateText(employee.endDate)}</Typography>
        ) : null}
        <Stack spacing={1} sx={{ mt: 2 }}>
          {employee.active && canTerminate ? (
            <Button variant="outlined" color="error" onClick={openTermination}>
              Terminate
            </Button>
          ) : null}
          {!employee.active && canRehire ? (
            <Button variant="contained" onClick={() => setIsRehiring(true)}>
              Rehire
            </Button>
          ) : null}
        </Stack>
      </CardContent>
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
              setEndDateError(null);
            }}
            error={endDateError !== null}
            helperText={endDateError ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
            required
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
      <Confirm
        isOpen={isRehiring}
        title={`Rehire ${employee.fullName}?`}
        content="They become active again from today and can sign in."
        confirm="Rehire"
        onConfirm={() => void rehire()}
        onClose={() => setIsRehiring(false)}
      />
    </Card>
  );
}
