import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ScheduleMode } from './calendar-settings.ts';

interface ScheduleModeBarProps {
  mode: ScheduleMode;
  onModeChange(mode: ScheduleMode): void;
  isFullDay: boolean;
  /** Month view has no hours to show. */
  canShowFullDay: boolean;
  onFullDayChange(isFullDay: boolean): void;
}

/** Schedule or Availability mode, and the full-24-hour toggle (spec §2). */
export function ScheduleModeBar({
  mode,
  onModeChange,
  isFullDay,
  canShowFullDay,
  onFullDayChange,
}: ScheduleModeBarProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        aria-label="Calendar mode"
        value={mode}
        onChange={(_event, next: ScheduleMode | null) => {
          if (next) onModeChange(next);
        }}
      >
        <ToggleButton value="schedule">Schedule</ToggleButton>
        <ToggleButton value="availability">Availability</ToggleButton>
      </ToggleButtonGroup>
      {canShowFullDay ? (
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={isFullDay}
              onChange={(event) => onFullDayChange(event.target.checked)}
            />
          }
          label="Show full 24 hours"
        />
      ) : null}
    </Stack>
  );
}
