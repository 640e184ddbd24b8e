import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { calendarColors } from './calendar-colors.ts';

type CalendarColors = ReturnType<typeof calendarColors>;

/** Every legend entry: its label and its swatch in the theme's colours. */
function legendEntries(colors: CalendarColors) {
  return {
    launchable: { label: 'Launchable', swatch: { bgcolor: colors.launchable } },
    cancelable: { label: 'Cancelable', swatch: { bgcolor: colors.cancelable } },
    nonCancelable: { label: 'Non-cancelable', swatch: { bgcolor: colors.nonCancelable } },
    // The family's view of a session neither cancelable nor launchable yet (same colour).
    upcoming: { label: 'Upcoming session', swatch: { bgcolor: colors.nonCancelable } },
    noEnrollments: { label: 'No enrollments', swatch: { bgcolor: colors.noEnrollments } },
    disabled: { label: 'Disabled', swatch: { bgcolor: colors.disabled } },
    ended: { label: 'Ended or canceled', swatch: { bgcolor: colors.disabled } },
    attendanceWarning: {
      label: 'Attendance not taken',
      swatch: { bgcolor: colors.disabled, borderLeft: `4px solid ${colors.warning}` },
    },
    event: { label: 'Event', swatch: { bgcolor: colors.event } },
    studyArea: { label: 'Study-area event (test day)', swatch: { bgcolor: colors.studyArea } },
    availability: {
      label: 'Availability',
      swatch: { bgcolor: colors.availability, border: `1px dashed ${colors.availabilityBorder}` },
    },
    locked: {
      label: 'Locked availability',
      swatch: { bgcolor: colors.locked, border: `1px solid ${colors.border}` },
    },
    maxedOut: {
      label: 'Maxed-out availability',
      swatch: { bgcolor: colors.availability, border: `1px solid ${colors.maxedOut}` },
    },
  } satisfies Record<string, { label: string; swatch: Record<string, string> }>;
}

export type LegendEntry = keyof ReturnType<typeof legendEntries>;

/** The tutor calendar's legend. */
const TUTOR_LEGEND: readonly LegendEntry[] = [
  'launchable',
  'cancelable',
  'nonCancelable',
  'noEnrollments',
  'disabled',
  'attendanceWarning',
  'event',
  'studyArea',
  'availability',
  'locked',
  'maxedOut',
];

/** The family planner's legend: what a student's calendar draws (spec §2 legend). */
export const PLANNER_LEGEND: readonly LegendEntry[] = [
  'launchable',
  'upcoming',
  'ended',
  'availability',
  'studyArea',
];

/** What the calendar's colours and marks mean (spec §2 legend); the tutor's unless `entries`. */
export function ScheduleLegend({ entries = TUTOR_LEGEND }: { entries?: readonly LegendEntry[] }) {
  const all = legendEntries(calendarColors(useTheme()));
  const items = entries.map((entry) => all[entry]);
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        Legend
      </Typography>
      <Stack
        component="ul"
        aria-label="Legend"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {items.map((item) => (
          <Stack
            component="li"
            key={item.label}
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center' }}
          >
            <Box
              aria-hidden
              sx={{ width: 14, height: 14, flexShrink: 0, borderRadius: 0.5, ...item.swatch }}
            />
            <Typography variant="body2">{item.label}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
