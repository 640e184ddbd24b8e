import { MenuItem, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import type { Enrollment } from '@tp/domain';

/** A tutoring enrollment of the student, and its course's brand (for durations and types). */
export function EnrollmentPicker({
  studentId,
  value,
  onChange,
  error,
}: {
  studentId: number | null;
  value: number | null;
  onChange(enrollment: Enrollment | null): void;
  error?: string | undefined;
}) {
  const { data: enrollments = [], isPending } = useGetList<Enrollment>(
    'enrollments',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { studentId, active: true },
      meta: { include: ['course.brand'] },
    },
    { enabled: studentId !== null },
  );
  const noneFound = studentId !== null && !isPending && enrollments.length === 0;
  return (
    <TextField
      select
      label="Tutoring enrollment"
      required
      fullWidth
      value={value ?? ''}
      disabled={studentId === null || noneFound}
      onChange={(event) =>
        onChange(enrollments.find((e) => e.id === Number(event.target.value)) ?? null)
      }
      error={Boolean(error) || noneFound}
      helperText={
        noneFound
          ? 'This student has no active enrollment to book on.'
          : (error ?? (studentId === null ? 'Choose the student first.' : ' '))
      }
    >
      {enrollments.map((enrollment) => (
        <MenuItem key={enrollment.id} value={enrollment.id}>
          {enrollment.courseTitle}
          {enrollment.course?.brand ? ` · ${enrollment.course.brand.name}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
