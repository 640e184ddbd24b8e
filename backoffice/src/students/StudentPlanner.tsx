import {
  Chip,
  Skeleton,
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
import { useDataProvider, useGetList, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import {
  formatDuration,
  formatUsDate,
  maxedOutText,
  type Student,
  type StudentHours,
  type StudyArea,
} from '@tp/domain';

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/** GET /students/{id}/hours for the student shown (an earlier student's answer is not theirs). */
function useStudentHours(studentId: number | undefined): Loaded<StudentHours> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [answer, setAnswer] = useState<{ of: number; result: Loaded<StudentHours> } | null>(null);
  useEffect(() => {
    if (studentId === undefined) return;
    let isCurrent = true;
    dataProvider
      .action('students', 'hours', { id: studentId })
      .then(
        ({ data }) =>
          isCurrent && setAnswer({ of: studentId, result: { state: 'ready', value: data } }),
      )
      .catch(() => isCurrent && setAnswer({ of: studentId, result: { state: 'failed' } }));
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, studentId]);
  return answer && answer.of === studentId ? answer.result : { state: 'loading' };
}

/** The student's study areas through react-admin's list query (cached like any list). */
function useStudyAreas(studentId: number | undefined): Loaded<StudyArea[]> {
  const { data, error } = useGetList<StudyArea>(
    'study_areas',
    {
      filter: { studentId },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: studentId !== undefined },
  );
  if (error) return { state: 'failed' };
  return data ? { state: 'ready', value: data } : { state: 'loading' };
}

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
      {loaded.state === 'loading' && (
        // The table's shape, not a figure: no "0 h" before the hours are known.
        <Stack spacing={0.5} aria-busy="true" aria-label={`Loading ${what}`}>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
        </Stack>
      )}
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
  const hours = useStudentHours(student?.id);
  const areas = useStudyAreas(student?.id);
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
                    {enrollment.maxedOut && (
                      <Chip
                        size="small"
                        color="error"
                        label={maxedOutText(enrollment)}
                        sx={{ ml: 1 }}
                      />
                    )}
                  </TableCell>
                  <TableCell align="right">{formatDuration(enrollment.boughtMinutes)}</TableCell>
                  <TableCell align="right">{formatDuration(enrollment.usedMinutes)}</TableCell>
                  <TableCell align="right">{formatDuration(enrollment.scheduledMinutes)}</TableCell>
                  <TableCell align="right">{formatDuration(enrollment.remainingMinutes)}</TableCell>
                  <TableCell>
                    {/* A day of the student's (a calendar date: no zone to convert). */}
                    {enrollment.runsOutOn ? formatUsDate(enrollment.runsOutOn) : '—'}
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
