import {
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { Student, StudyArea } from '@tp/domain';
import { DayInZone } from '../time/DayInZone.tsx';
import { formatDuration } from '../time/formatDuration.ts';

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/** One read for the tab, for the student shown; `load` is keyed by the student it reads. */
function useLoaded<T>(studentId: number | undefined, load: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<{ of: number; result: Loaded<T> } | null>(null);
  useEffect(() => {
    if (studentId === undefined) return;
    let isCurrent = true;
    load()
      .then((value) => isCurrent && setLoaded({ of: studentId, result: { state: 'ready', value } }))
      .catch(() => isCurrent && setLoaded({ of: studentId, result: { state: 'failed' } }));
    return () => {
      isCurrent = false;
    };
    // `load` is a new function each render; what it reads is the student.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [studentId]);
  // Another student's answer (or none yet) is still loading for this one.
  return loaded && loaded.of === studentId ? loaded.result : { state: 'loading' };
}

const hoursOrDash = (minutes: number) => formatDuration(minutes) || '0 min';

/**
 * The staff side of the academic planner (spec §2 Student pages): what the family's planner
 * is built on, read from the same API (GET /students/{id}/hours, GET /study_areas): each
 * tutoring enrollment's hours bought, used, scheduled and remaining with the run-out date at
 * the student's pace, and the student's study areas. The calendar itself is the family's.
 */
export function StudentPlanner() {
  const student = useRecordContext<Student>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const hours = useLoaded(student?.id, () =>
    dataProvider.action('students', 'hours', { id: student!.id }).then(({ data }) => data),
  );
  const areas = useLoaded(student?.id, () =>
    dataProvider
      .getList<StudyArea>('study_areas', {
        filter: { studentId: student!.id },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'id', order: 'ASC' },
      })
      .then(({ data }) => data),
  );
  if (!student) return null;
  return (
    <Stack spacing={3} sx={{ mb: 2 }}>
      <section aria-label="Tutoring hours">
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Tutoring hours
        </Typography>
        {hours.state === 'loading' && <Typography variant="body2">Loading…</Typography>}
        {hours.state === 'failed' && (
          <Typography variant="body2" color="error">
            The student&apos;s hours could not be loaded.
          </Typography>
        )}
        {hours.state === 'ready' && hours.value.enrollments.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No tutoring enrollments: hours are bought for private tutoring only.
          </Typography>
        )}
        {hours.state === 'ready' && hours.value.enrollments.length > 0 && (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Tutoring hours">
              <TableHead>
                <TableRow>
                  <TableCell>Course</TableCell>
                  <TableCell align="right">Bought</TableCell>
                  <TableCell align="right">Used</TableCell>
                  <TableCell align="right">Scheduled</TableCell>
                  <TableCell align="right">Remaining</TableCell>
                  <TableCell>Runs out</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {hours.value.enrollments.map((enrollment) => (
                  <TableRow key={enrollment.enrollmentId}>
                    <TableCell>
                      {enrollment.courseTitle}
                      {enrollment.arrearBilling && (
                        <Chip size="small" label="Pay As You Go" sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    <TableCell align="right">{hoursOrDash(enrollment.boughtMinutes)}</TableCell>
                    <TableCell align="right">{hoursOrDash(enrollment.usedMinutes)}</TableCell>
                    <TableCell align="right">{hoursOrDash(enrollment.scheduledMinutes)}</TableCell>
                    <TableCell align="right">{hoursOrDash(enrollment.remainingMinutes)}</TableCell>
                    <TableCell>
                      {enrollment.runsOutAt ? <DayInZone iso={enrollment.runsOutAt} /> : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </section>
      <section aria-label="Study areas">
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Study areas
        </Typography>
        {areas.state === 'loading' && <Typography variant="body2">Loading…</Typography>}
        {areas.state === 'failed' && (
          <Typography variant="body2" color="error">
            The student&apos;s study areas could not be loaded.
          </Typography>
        )}
        {areas.state === 'ready' && areas.value.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No study areas yet: the student or their parent adds them in their planner.
          </Typography>
        )}
        {areas.state === 'ready' && areas.value.length > 0 && (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Study areas">
              <TableHead>
                <TableRow>
                  <TableCell>Subject</TableCell>
                  <TableCell>Confidence</TableCell>
                  <TableCell>Test date</TableCell>
                  <TableCell align="right">Goal score</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {areas.value.map((area) => (
                  <TableRow key={area.id}>
                    <TableCell>{area.subject.name}</TableCell>
                    <TableCell>
                      {area.confidenceLevel === null ? '—' : `${area.confidenceLevel} of 3`}
                    </TableCell>
                    <TableCell>
                      {area.testDate ? `${area.testDate.title} (${area.testDate.date})` : '—'}
                    </TableCell>
                    <TableCell align="right">{area.goalScore ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </section>
    </Stack>
  );
}
