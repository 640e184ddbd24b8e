import { NavLink, Outlet, Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { TUTOR_STUDENT_TABS, familyTabUrl } from '../family/family-tabs.ts';
import type { FamilyOutletContext } from '../family/useFamilyStudent.ts';
import { useTutorStudent } from './useTutorStudent.ts';

/** Where the tutor's students are listed (the dashboard's Tutoring tab). */
export const TUTOR_STUDENTS_URL = '/tutor/dashboard/students';

/** Shown for a student who is not the tutor's, or does not exist: the server answered 404. */
export const STUDENT_NOT_FOUND_MESSAGE =
  'We could not find this student among yours. They may not be one of your students.';

/**
 * `/tutor/students/{studentId}` (spec §2 tutor.student): the tutor's student, with the family
 * app's tabs the tutor sees (academic planner, sessions list, contact, exams) under a heading
 * with the student's name. The server decides whose student it is.
 */
export function TutorStudentPage() {
  const studentId = Number(useParams().studentId);
  const { pathname } = useLocation();
  const state = useTutorStudent(studentId);
  const tab = TUTOR_STUDENT_TABS.find(({ path }) => pathname.endsWith(`/${path}`))?.path ?? false;

  const back = (
    <Button component={RouterLink} to={TUTOR_STUDENTS_URL} startIcon={<ArrowBack />} size="small">
      My students
    </Button>
  );
  if (state.status === 'loading')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading student" />
      </Box>
    );
  if (state.status !== 'ready')
    return (
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', py: 2 }}>
        <Typography variant="h5" component="h1">
          {state.status === 'missing' ? 'Student not found' : 'Student'}
        </Typography>
        <Alert severity={state.status === 'missing' ? 'warning' : 'error'}>
          {state.status === 'missing'
            ? STUDENT_NOT_FOUND_MESSAGE
            : 'We could not load this student. Please reload the page.'}
        </Alert>
        <Box>{back}</Box>
      </Stack>
    );
  const { student } = state;
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {back}
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {student.firstName} {student.lastName}
        </Typography>
      </Box>
      <Tabs
        value={tab}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Student pages"
      >
        {TUTOR_STUDENT_TABS.map(({ path, label }) => (
          <Tab
            key={path}
            value={path}
            label={label}
            sx={{ minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } }}
            component={NavLink}
            to={familyTabUrl('tutor', student.id, path)}
          />
        ))}
      </Tabs>
      <Box sx={{ pt: 1 }}>
        <Outlet context={{ student } satisfies FamilyOutletContext} />
      </Box>
    </Stack>
  );
}
