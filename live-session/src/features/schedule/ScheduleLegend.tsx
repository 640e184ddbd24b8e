import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const ITEMS = [
  { label: 'Session', swatch: { bgcolor: '#2f4b9a' } },
  { label: 'Past session', swatch: { bgcolor: '#8d96ad' } },
  {
    label: 'Availability',
    swatch: { bgcolor: 'rgba(15, 139, 141, 0.16)', border: '1px dashed #0f8b8d' },
  },
] as const;

/** What the calendar's colours mean. */
export function ScheduleLegend() {
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label="Legend"
      sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
    >
      {ITEMS.map((item) => (
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
