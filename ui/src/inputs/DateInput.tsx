import { useRef, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import {
  DATE_BEFORE_TODAY_MESSAGE,
  DATE_FORMAT_MESSAGE,
  US_DATE_FORMAT,
  calendarDateIn,
  validateUsDate,
  type CalendarDate,
} from '@tp/domain';

const ISO_FORMAT = 'YYYY-MM-DD';

export interface NotBeforeToday {
  /** The zone whose calendar decides "today": the user's. */
  timeZone: string;
  /** The current instant; the browser's clock when omitted. */
  today?: Date;
}

export interface DateInputProps {
  /** A calendar date, "YYYY-MM-DD", or null. */
  value: CalendarDate | null | undefined;
  /** The chosen date, or null while the field is empty or not yet a whole date. */
  onChange(date: CalendarDate | null): void;
  onBlur?(): void;
  /** Required by default, as every date field of the spec is. */
  required?: boolean;
  /** Spec: "not before today" (a reservation's end). */
  notBeforeToday?: NotBeforeToday;
  /** The last date the calendar offers (a score report's "not after today"). */
  maxDate?: CalendarDate;
  showErrors?: boolean;
  error?: string | undefined;
  label?: string;
  name?: string;
}

function pickerMessage(reason: DateValidationError | null): string | null {
  if (reason === 'invalidDate') return DATE_FORMAT_MESSAGE;
  if (reason === 'minDate' || reason === 'disablePast') return DATE_BEFORE_TODAY_MESSAGE;
  return null;
}

/**
 * A date typed as MM/DD/YYYY or picked from a calendar (spec §5), given and taken as a
 * "YYYY-MM-DD" calendar date. With `notBeforeToday` the calendar starts at today in the
 * user's zone and an earlier date shows domain's message, the rule the server applies.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  required = true,
  notBeforeToday,
  maxDate,
  showErrors = false,
  error,
  label = 'Date',
  name,
}: DateInputProps) {
  const [pickerError, setPickerError] = useState<DateValidationError | null>(null);
  const [isTouched, setIsTouched] = useState(false);
  // The picker reports nothing while a date is half typed ("03/12/YYYY"); its input's text
  // tells, so leaving such a field asks for the whole date instead of calling it empty.
  const [isIncomplete, setIsIncomplete] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const today = notBeforeToday
    ? { today: notBeforeToday.today ?? new Date(), timeZone: notBeforeToday.timeZone }
    : undefined;
  const minDate = today ? dayjs(calendarDateIn(today.today, today.timeZone)) : undefined;
  const pickerValue = value ? dayjs(value) : null;

  const ruleMessage =
    pickerMessage(pickerError) ??
    (isIncomplete && !value ? DATE_FORMAT_MESSAGE : null) ??
    validateUsDate(value ?? null, { required, notBeforeToday: today });
  const message = error ?? (showErrors || isTouched ? ruleMessage : null);

  const change = (date: Dayjs | null) => {
    onChange(date?.isValid() ? date.format(ISO_FORMAT) : null);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        format={US_DATE_FORMAT}
        value={pickerValue}
        onChange={change}
        onError={setPickerError}
        minDate={minDate}
        {...(maxDate ? { maxDate: dayjs(maxDate) } : {})}
        slotProps={{
          textField: {
            name,
            required,
            fullWidth: true,
            error: Boolean(message),
            helperText: message ?? US_DATE_FORMAT,
            inputRef,
            onBlur: () => {
              setIsTouched(true);
              setIsIncomplete(/\d/.test(inputRef.current?.value ?? ''));
              onBlur?.();
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
