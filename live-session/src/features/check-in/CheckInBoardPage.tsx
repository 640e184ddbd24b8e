import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { displayTimeZone } from '../shell/display-zone.ts';
import { CheckInStudentCard } from './CheckInStudentCard.tsx';
import { useCheckInBoard } from './useCheckInBoard.ts';

/** The classroom screen: dark, so it is calm on a projector, with light type on it. */
const SCREEN = {
  minHeight: '100vh',
  boxSizing: 'border-box',
  color: '#fff',
  background: 'linear-gradient(160deg, #0b1437 0%, #1a237e 100%)',
  p: { xs: 2, md: 5 },
} as const;

/** From this many students the board uses two columns on a wide screen, to fit one screen. */
const TWO_COLUMNS_FROM = 7;

function BoardMessage({ children }: { children: string }) {
  return (
    <Typography sx={{ fontSize: { xs: '1.5rem', md: '2.25rem' }, textAlign: 'center', mt: 8 }}>
      {children}
    </Typography>
  );
}

/**
 * The points check-in board at /check-in/{sessionId} (spec §2; opened as a 1320×990 popup):
 * the session's students by points with level, rank, progress and gems, updating live on
 * student-change. No app chrome: it is meant for a screen the class can see.
 */
export function CheckInBoardPage() {
  const sessionId = Number(useParams().sessionId);
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const { state } = useCheckInBoard(httpClient, sessionId);

  if (state.status === 'loading')
    return (
      <Box sx={{ ...SCREEN, display: 'grid', placeItems: 'center' }} role="status">
        <CircularProgress size={72} sx={{ color: '#fff' }} aria-label="Loading the board" />
      </Box>
    );
  if (state.status === 'failed')
    return (
      <Box sx={SCREEN}>
        <BoardMessage>
          {state.httpStatus === 404 || state.httpStatus === 403
            ? 'This session could not be found.'
            : 'The check-in board could not be loaded.'}
        </BoardMessage>
      </Box>
    );

  const { board, changedStudentId } = state;
  const zone = displayTimeZone(user);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });
  const end = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <Box component="main" sx={SCREEN}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 2, md: 3 },
        }}
      >
        <Typography
          component="h1"
          sx={{ fontSize: { xs: '2rem', md: '3.5rem' }, fontWeight: 800, lineHeight: 1.1 }}
        >
          {board.title}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.75rem' }, color: '#c5cae9' }}>
          Check-In · {time.format(new Date(board.startsAt))} – {end.format(new Date(board.endsAt))}
        </Typography>
      </Box>
      {board.students.length === 0 ? (
        <BoardMessage>No students have checked in yet.</BoardMessage>
      ) : (
        <Box
          component="ol"
          aria-label="Students by points"
          sx={{
            display: 'grid',
            // One student a row reads best across a room; a big class takes two columns.
            gridTemplateColumns: {
              xs: '1fr',
              lg:
                board.students.length > TWO_COLUMNS_FROM - 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
            },
            gap: { xs: 2, md: 2.5 },
            m: 0,
            p: 0,
          }}
        >
          {board.students.map((student, index) => (
            <CheckInStudentCard
              key={student.studentId}
              student={student}
              position={index + 1}
              isChanged={student.studentId === changedStudentId}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
