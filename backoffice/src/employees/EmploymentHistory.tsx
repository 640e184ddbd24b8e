import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { EmploymentPeriod } from '@tp/domain';
import { dateText } from './employeeLabels.ts';

/**
 * Every period the employee worked here, newest first (issue 23: a rehire opens a new period
 * and keeps the old one). Calendar dates, the same in every zone.
 */
export function EmploymentHistory({ periods }: { periods: readonly EmploymentPeriod[] }) {
  if (periods.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        No employment periods recorded.
      </Typography>
    );
  }
  const newestFirst = [...periods].reverse();
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Employment history
      </Typography>
      <List dense disablePadding aria-label="Employment history">
        {newestFirst.map((period) => (
          <ListItem key={`${period.hireDate}-${period.endDate ?? 'open'}`} disableGutters>
            <ListItemText
              primary={`${dateText(period.hireDate)} – ${period.endDate ? dateText(period.endDate) : 'present'}`}
              secondary={period.endReason}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
