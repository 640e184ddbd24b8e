import { Box, Card, CardContent, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { Team, TeamMemberStats, TeamStats } from '@tp/domain';

/**
 * One tutor's week on one track: delivery, then availability trimmed by the server so the two
 * never pass 100% (spec §9); the labels give the capped percentages and the hours.
 */
function MemberBars({ member }: { member: TeamMemberStats }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {member.name}
      </Typography>
      <Box
        role="meter"
        aria-label={`${member.name}: delivery ${member.deliveryPercent}%, availability ${member.availabilityPercent}%`}
        aria-valuenow={member.deliveryPercent}
        aria-valuemin={0}
        aria-valuemax={100}
        sx={{
          display: 'flex',
          height: 12,
          borderRadius: 1,
          bgcolor: 'divider',
          overflow: 'hidden',
        }}
      >
        <Box sx={{ width: `${member.deliveryBarPercent}%`, bgcolor: 'primary.main' }} />
        <Box sx={{ width: `${member.availabilityBarPercent}%`, bgcolor: 'success.light' }} />
      </Box>
      <Typography variant="caption" color="text.secondary">
        Delivered {member.deliveryActual} of {member.deliveryTarget} h ({member.deliveryPercent}%) ·
        Available {member.availabilityActual} of {member.availabilityTarget} h (
        {member.availabilityPercent}%)
      </Typography>
    </Box>
  );
}

/** This week's delivery and availability of the team's tutors (GET /teams/{id}/stats). */
export function TeamStatsBars() {
  const team = useRecordContext<Team>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [stats, setStats] = useState<TeamStats | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!team) return;
    let isCurrent = true;
    dataProvider
      .action('teams', 'stats', { id: team.id })
      .then(({ data }) => isCurrent && setStats(data.stats))
      .catch(() => isCurrent && setFailed(true));
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, team]);
  if (!team) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          This week
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
          <Legend color="primary.main" label="Delivery" />
          <Tooltip title="Hours offered, drawn after delivery so the bar never passes 100%.">
            <span>
              <Legend color="success.light" label="Availability" />
            </span>
          </Tooltip>
        </Stack>
        {failed ? (
          <Typography variant="body2">The team's stats could not be loaded.</Typography>
        ) : stats === null ? (
          <Typography variant="body2">Loading…</Typography>
        ) : stats.members.length === 0 ? (
          <Typography variant="body2">This team has no tutors.</Typography>
        ) : (
          <Stack spacing={1.5}>
            {stats.members.map((member) => (
              <MemberBars key={member.tutorId} member={member} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color }} />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}
