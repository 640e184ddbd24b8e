import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useRecordContext } from 'react-admin';
import { hasRole, type Course } from '@tp/domain';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { CourseReviewsDialog } from './CourseReviewsDialog.tsx';
import { CourseTutorsDialog } from './CourseTutorsDialog.tsx';

type Option = 'reviews' | 'tutors';

/**
 * Spec staff-and-crm §2 Course pages: "Staff with the instruction_manager role see manager
 * options on the course page". What an instruction manager does on a course: feature its best
 * reviews (theirs alone, spec §6) and look after the targets of the tutors who teach it (their
 * privileged editor, spec §6).
 */
export function CourseManagerOptions() {
  const course = useRecordContext<Course>();
  const { user } = useAuthUser();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Option | null>(null);
  if (!course || !user || !hasRole(user.roles, 'instruction_manager')) return null;
  const choose = (option: Option) => {
    setAnchor(null);
    setOpen(option);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Manager options
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('reviews')}>Reviews of this course</MenuItem>
        <MenuItem onClick={() => choose('tutors')}>Tutors and their targets</MenuItem>
      </Menu>
      {open === 'reviews' ? (
        <CourseReviewsDialog course={course} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'tutors' ? (
        <CourseTutorsDialog course={course} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
