import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Button, MenuItemLink, useBasename, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Student } from '@tp/domain';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { bookTutoringPath, canBookTutoring } from './bookTutoringPath.ts';

/** "Book tutoring" in the menu, for the staff who may book. */
export function BookTutoringMenuItem() {
  const basename = useBasename();
  const { user } = useAuthUser();
  if (!canBookTutoring(user)) return null;
  return (
    <MenuItemLink
      to={bookTutoringPath(basename)}
      primaryText="Book tutoring"
      leftIcon={<EventAvailableIcon />}
    />
  );
}

/** "Book tutoring" on a student's page: the booking screen with the student chosen. */
export function BookTutoringButton() {
  const student = useRecordContext<Student>();
  const basename = useBasename();
  const { user } = useAuthUser();
  if (!student || !canBookTutoring(user)) return null;
  return (
    // react-admin's Button takes its icon as the child: on a phone it shows only the icon.
    <Button component={Link} to={bookTutoringPath(basename, student.id)} label="Book tutoring">
      <EventAvailableIcon />
    </Button>
  );
}
