import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useDashboardLists, useOpenSessions } from './dashboard-context.ts';
import { formatDuration } from '@tp/domain';

/**
 * `/tutor/dashboard/students`: the tutor's active tutoring students; Sessions lists the
 * upcoming sessions of the student's tutoring course to edit in bulk.
 */
export function StudentsTab() {
  const { students } = useDashboardLists();
  const openSessions = useOpenSessions();
  if (students.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        You have no tutoring students yet.
      </Typography>
    );
  return (
    <List aria-label="Tutoring students">
      {students.map((history) => {
        const { courseId } = history;
        return (
          <ListItem
            key={history.id}
            divider
            secondaryAction={
              courseId === null ? null : (
                <Button
                  size="small"
                  aria-label={`Sessions with ${history.studentName}`}
                  onClick={() =>
                    openSessions({ courseId, title: `Sessions with ${history.studentName}` })
                  }
                >
                  Sessions
                </Button>
              )
            }
          >
            <ListItemText
              sx={{ pr: 8 }}
              primary={history.studentName}
              secondary={[
                history.brandName,
                // The enrollment's hours as the family's Hours tab counts them: ended sessions
                // (attended, absent or attendance pending) are used, canceled ones never.
                `${formatDuration(history.minutes)} tutored`,
                history.remainingMinutes === null
                  ? null
                  : `${formatDuration(history.remainingMinutes)} remaining`,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
