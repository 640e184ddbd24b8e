import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { calendarColors } from './calendar-colors.ts';

/** What the calendar's colours mean. */
export function ScheduleLegend() {
  const colors = calendarColors(useTheme());
  const items = [
    { label: 'Session', swatch: { bgcolor: colors.session } },
    { label: 'Past session', swatch: { bgcolor: colors.sessionPast } },
    {
      label: 'Availability',
      swatch: { bgcolor: colors.availability, border: `1px dashed ${colors.availabilityBorder}` },
    },
  ];
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label="Legend"
      sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
    >
      {items.map((item) => (
        <Stack
          component="li"
          key={item.label}
          direction="row"
          spacing={0.75}
          sx={{ alignItems: 'center' }}
        >
          <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, ...item.swatch }} />
          <Typography variant="body2">{item.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
