import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useDashboardLists } from './dashboard-context.ts';
import { hoursLabel } from './dashboard-figures.ts';

/** `/tutor/dashboard/students`: the tutor's active tutoring students. */
export function StudentsTab() {
  const { students } = useDashboardLists();
  if (students.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        You have no tutoring students yet.
      </Typography>
    );
  return (
    <List aria-label="Tutoring students">
      {students.map((history) => (
        <ListItem key={history.id} divider>
          <ListItemText
            primary={history.studentName}
            secondary={[
              history.brandName,
              `${hoursLabel(history.minutes)} tutored`,
              history.remainingMinutes === null
                ? null
                : `${hoursLabel(history.remainingMinutes)} remaining`,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
