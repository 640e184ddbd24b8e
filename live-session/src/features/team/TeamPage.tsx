import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatSpoofRef, type TeamMemberStats } from '@tp/domain';
import { useLoaded } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { TargetHistory } from './TargetHistory.tsx';
import { WeekBars } from './WeekBars.tsx';
import { loadTeamWeeks, type TeamWeek } from './team-api.ts';

export const NOT_IN_A_TEAM = 'You are not in a team.';
/** Where Spoof starts from, so "Return to dashboard" comes back here. */
const TEAM_PATH = '/tutor/team';

function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        No phone
      </Typography>
    );
  return <Link href={`tel:${phone}`}>{phone}</Link>;
}

function TutorCard({ tutor, weekStartsAt }: { tutor: TeamMemberStats; weekStartsAt: string }) {
  const spoofTarget = formatSpoofRef({ type: 'Tutor', id: tutor.tutorId });
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={tutor.name}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {tutor.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {tutor.timeZone ?? 'No time zone set'}
          </Typography>
          <PhoneLink phone={tutor.phone} />
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary" component="h4">
            Target history
          </Typography>
          <Stack spacing={1}>
            {tutor.canReadTargetHistory ? (
              <TargetHistory tutorId={tutor.tutorId} weekStartsAt={weekStartsAt} />
            ) : null}
            <div>
              <Typography variant="caption" color="text.secondary">
                This week
              </Typography>
              <WeekBars week={tutor} />
            </div>
          </Stack>
        </Box>
        <Stack direction="row" spacing={1}>
          {tutor.canSpoof ? (
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={`/spoof/${spoofTarget}?from=${encodeURIComponent(TEAM_PATH)}`}
              aria-label={`Spoof ${tutor.name}`}
            >
              Spoof
            </Button>
          ) : null}
          <Button
            size="small"
            variant="outlined"
            href={`mailto:${tutor.email}`}
            aria-label={`Email ${tutor.name}`}
          >
            Email
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function TeamSection({ team }: { team: TeamWeek }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={team.teamName}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={3}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'space-between',
            alignItems: 'baseline',
          }}
        >
          <Typography variant="h5" component="h1">
            {team.teamName}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary">
            Week {team.weekNumber}
          </Typography>
        </Box>
        <Box sx={{ maxWidth: 560 }}>
          <WeekBars week={team.totals} />
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary" component="h2">
            Team manager
          </Typography>
          {team.manager ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{team.manager.name}</Typography>
              <PhoneLink phone={team.manager.phone} />
              <Link href={`mailto:${team.manager.email}`}>{team.manager.email}</Link>
            </Box>
          ) : (
            <Typography color="text.secondary">No manager</Typography>
          )}
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary" component="h2">
            Tutors
          </Typography>
          {team.members.length === 0 ? (
            <Typography color="text.secondary">This team has no tutors.</Typography>
          ) : (
            <Box
              component="ul"
              sx={{
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
              }}
            >
              {team.members.map((tutor) => (
                <TutorCard key={tutor.tutorId} tutor={tutor} weekStartsAt={team.weekStartsAt} />
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * `/tutor/team` (spec scheduling §2 Team view): each team the signed-in tutor, faculty leader
 * or team manager belongs to or manages, with this week's delivery and availability against
 * the targets, the manager's contact and each tutor's, Spoof where the server permits it and
 * Email. "You are not in a team." when there is none.
 */
export function TeamPage() {
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const employeeId = user?.employeeId ?? null;
  const loaded = useLoaded(
    employeeId === null ? null : (signal) => loadTeamWeeks(httpClient, employeeId, signal),
    `team-${employeeId}`,
  );
  if (employeeId === null) return <Alert severity="info">{NOT_IN_A_TEAM}</Alert>;
  if (loaded.isLoading && !loaded.data) return <LinearProgress aria-label="Loading your team" />;
  if (loaded.error)
    return <Alert severity="error">We could not load your team. Please try again.</Alert>;
  const teams = loaded.data ?? [];
  if (teams.length === 0)
    return (
      <Alert severity="info" variant="outlined" sx={{ maxWidth: 560, mx: 'auto' }}>
        {NOT_IN_A_TEAM}
      </Alert>
    );
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto' }}>
      {teams.map((team) => (
        <TeamSection key={team.teamId} team={team} />
      ))}
    </Stack>
  );
}
