import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Course } from '@tp/domain';
import { courseStatusLabel } from './courseStatus.ts';

const STATUS_COLORS = { published: 'success', unpublished: 'default', canceled: 'error' } as const;

interface CourseStatusFieldProps {
  /** Read by react-admin's layouts for the label; the value is always the record's status. */
  label?: string;
  source?: string;
}

/** The course's status as a coloured chip. */
export function CourseStatusField(_props: CourseStatusFieldProps) {
  const course = useRecordContext<Course>();
  if (!course) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[course.status]}
      label={courseStatusLabel(course.status)}
    />
  );
}
