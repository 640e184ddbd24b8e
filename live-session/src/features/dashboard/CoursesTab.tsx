import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatUsDate } from '@tp/domain';
import { useDashboardLists, useOpenSessions } from './dashboard-context.ts';

/**
 * `/tutor/dashboard/courses`: the courses the tutor teaches sessions of, private tutoring left
 * out (its students are on the Tutoring tab); Sessions lists a course's upcoming sessions.
 */
export function CoursesTab() {
  const { courses } = useDashboardLists();
  const openSessions = useOpenSessions();
  if (courses.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        You have no courses yet.
      </Typography>
    );
  return (
    <List aria-label="Courses">
      {courses.map((course) => (
        <ListItem
          key={course.id}
          divider
          secondaryAction={
            <Button
              size="small"
              aria-label={`Sessions of ${course.title}`}
              onClick={() =>
                openSessions({ courseId: course.id, title: `Sessions of ${course.title}` })
              }
            >
              Sessions
            </Button>
          }
        >
          <ListItemText
            sx={{ pr: 8 }}
            primary={course.title}
            secondary={[
              course.brand?.name,
              course.schedule,
              course.startsAt && course.endsAt
                ? `${formatUsDate(course.startsAt)} – ${formatUsDate(course.endsAt)}`
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
