import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { calendarColors } from './calendar-colors.ts';

/** What the calendar's colours and marks mean (spec §2 legend). */
export function ScheduleLegend() {
  const colors = calendarColors(useTheme());
  const items: { label: string; swatch: Record<string, string> }[] = [
    { label: 'Launchable', swatch: { bgcolor: colors.launchable } },
    { label: 'Cancelable', swatch: { bgcolor: colors.cancelable } },
    { label: 'Non-cancelable', swatch: { bgcolor: colors.nonCancelable } },
    { label: 'No enrollments', swatch: { bgcolor: colors.noEnrollments } },
    { label: 'Disabled', swatch: { bgcolor: colors.disabled } },
    {
      label: 'Attendance not taken',
      swatch: { bgcolor: colors.disabled, borderLeft: `4px solid ${colors.warning}` },
    },
    { label: 'Event', swatch: { bgcolor: colors.event } },
    {
      label: 'Availability',
      swatch: { bgcolor: colors.availability, border: `1px dashed ${colors.availabilityBorder}` },
    },
    {
      label: 'Locked availability',
      swatch: { bgcolor: colors.locked, border: `1px solid ${colors.border}` },
    },
    {
      label: 'Maxed-out availability',
      swatch: { bgcolor: colors.availability, border: `1px solid ${colors.maxedOut}` },
    },
  ];
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
