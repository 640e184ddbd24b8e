import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { weekOfInstant, type Tutor } from '@tp/domain';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { displayTimeZone } from '../shell/display-zone.ts';
import { TargetProgress } from '../targets/TargetProgress.tsx';
import { useScheduleChangeVersion, useTargetHistories } from '../targets/useTargetHistories.ts';
import { DashboardCard } from './DashboardCard.tsx';

/**
 * The weekly targets (spec §2, §9): this week's delivered and available hours against the
 * targets (Monday to Sunday in the tutor's zone), percentages capped at 100, one bar with the
 * availability part trimmed to what delivery leaves. Refreshes 2 seconds after a schedule change.
 */
export function TargetsWidget({ tutor }: { tutor: Tutor | null; isLoading: boolean }) {
  const { user } = useSignIn();
  const zone = displayTimeZone(user);
  const [now] = useState(() => new Date());
  const query = useMemo(() => ({ startDate: weekOfInstant(now, zone), weeks: 1 }), [now, zone]);
  const version = useScheduleChangeVersion();
  const state = useTargetHistories(tutor?.id ?? user?.tutorId ?? null, query, version);
  const week = state.status === 'loaded' ? state.weeks[0] : undefined;

  return (
    <DashboardCard title="Weekly targets" id="targets-widget-title">
      {week ? (
        <TargetProgress week={week} />
      ) : state.status === 'failed' ? (
        <Typography variant="body2" color="text.secondary">
          This week’s progress could not be loaded.
        </Typography>
      ) : (
        <Skeleton variant="rectangular" height={48} />
      )}
      <Link
        component={RouterLink}
        to="/tutor/profile/targets"
        variant="body2"
        sx={{ mt: 1.5, display: 'inline-block' }}
      >
        See all targets
      </Link>
    </DashboardCard>
  );
}
