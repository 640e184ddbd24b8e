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
import { useEffect, useState, type ReactNode } from 'react';
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
 * A titled part of the tab in its load states: loading, failed (`what` could not be loaded),
 * empty (`empty`), or the rows `children` renders.
 */
function PlannerSection<T>({
  title,
  what,
  loaded,
  isEmpty,
  empty,
  children,
}: {
  title: string;
  what: string;
  loaded: Loaded<T>;
  isEmpty: (value: T) => boolean;
  empty: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {loaded.state === 'loading' && <Typography variant="body2">Loading…</Typography>}
      {loaded.state === 'failed' && (
        <Typography variant="body2" color="error">
          The student&apos;s {what} could not be loaded.
        </Typography>
      )}
      {loaded.state === 'ready' &&
        (isEmpty(loaded.value) ? (
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>{children(loaded.value)}</TableContainer>
        ))}
    </section>
  );
}

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
      <PlannerSection
        title="Tutoring hours"
        what="hours"
        loaded={hours}
        isEmpty={(value) => value.enrollments.length === 0}
        empty="No tutoring enrollments: hours are bought for private tutoring only."
      >
        {(value) => (
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
              {value.enrollments.map((enrollment) => (
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
        )}
      </PlannerSection>
      <PlannerSection
        title="Study areas"
        what="study areas"
        loaded={areas}
        isEmpty={(value) => value.length === 0}
        empty="No study areas yet: the student or their parent adds them in their planner."
      >
        {(value) => (
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
              {value.map((area) => (
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
        )}
      </PlannerSection>
    </Stack>
  );
}
