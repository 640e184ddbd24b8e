import { Stack } from '@mui/material';
import type { FieldErrors } from '@tp/domain';
import { DateInput } from '@tp/ui';

export interface ReportRange {
  startDate: string | null;
  endDate: string | null;
}

export interface ReportRangeInputsProps {
  range: ReportRange;
  onChange(range: ReportRange): void;
  /** Today in the user's zone: the pickers offer no later day (spec §5). */
  today: string;
  /** The range's errors (start_date, end_date), from domain's reportRangeErrors. */
  errors: FieldErrors;
  /** Side by side from the sm breakpoint (the course tab), or one under the other (the modal). */
  direction?: 'row' | 'column';
}

/**
 * A score report's start and end dates (spec sign-in-exams §5: both required, none after
 * today), as the Exam reports modal and the course Exams tab's tables choose them.
 */
export function ReportRangeInputs({
  range,
  onChange,
  today,
  errors,
  direction = 'column',
}: ReportRangeInputsProps) {
  return (
    <Stack
      direction={direction === 'row' ? { xs: 'column', sm: 'row' } : 'column'}
      spacing={2}
      sx={{ '& > *': { flex: 1 } }}
    >
      <DateInput
        label="Start date"
        name="start_date"
        value={range.startDate}
        onChange={(startDate) => onChange({ ...range, startDate })}
        maxDate={today}
        error={errors.start_date?.[0]}
      />
      <DateInput
        label="End date"
        name="end_date"
        value={range.endDate}
        onChange={(endDate) => onChange({ ...range, endDate })}
        maxDate={today}
        error={errors.end_date?.[0]}
      />
    </Stack>
  );
}
