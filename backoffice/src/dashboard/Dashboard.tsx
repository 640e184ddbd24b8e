import type { ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { dashboardCardsFor, type DashboardCardId } from './dashboardCards.ts';
import { LeadsToCallCard } from './LeadsToCallCard.tsx';
import { LowRatingsCard } from './LowRatingsCard.tsx';
import { PayrollReviewCard } from './PayrollReviewCard.tsx';
import { ReviewsToFeatureCard } from './ReviewsToFeatureCard.tsx';
import { ShipmentsToSendCard } from './ShipmentsToSendCard.tsx';
import { TutorsToSpoofCard } from './TutorsToSpoofCard.tsx';
import { UnstaffedSessionsCard } from './UnstaffedSessionsCard.tsx';

const CARDS: Record<DashboardCardId, ComponentType> = {
  unstaffedSessions: UnstaffedSessionsCard,
  leadsToCall: LeadsToCallCard,
  payrollToReview: PayrollReviewCard,
  shipmentsToSend: ShipmentsToSendCard,
  reviewsToFeature: ReviewsToFeatureCard,
  lowRatings: LowRatingsCard,
  tutorsToSpoof: TutorsToSpoofCard,
};

/** The back-office's home: what the signed-in staff member's (or faculty leader's) roles need first. */
export function Dashboard() {
  const { user } = useAuthUser();
  if (!user) return null;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Welcome, {user.firstName}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {dashboardCardsFor(user.roles).map((id) => {
          const Card = CARDS[id];
          return <Card key={id} />;
        })}
      </Box>
    </Box>
  );
}
