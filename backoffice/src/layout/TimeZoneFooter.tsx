import { Box, Typography } from '@mui/material';
import { timeZoneFooter } from '@tp/domain';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';

/** "All times displayed in {zone}": every time on screen is in this zone. */
export function TimeZoneFooter() {
  const zone = useDisplayTimeZone();
  return (
    <Box component="footer" sx={{ mt: 3, py: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {timeZoneFooter(zone)}
      </Typography>
    </Box>
  );
}
