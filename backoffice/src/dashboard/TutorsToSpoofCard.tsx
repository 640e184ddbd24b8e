import VisibilityIcon from '@mui/icons-material/Visibility';
import type { Tutor } from '@tp/domain';
import { DashboardCard } from './DashboardCard.tsx';

/** Active tutors, by last name: those a faculty leader may look in on. */
export const ACTIVE_TUTORS_FILTER = { active: true };

/**
 * A faculty leader's way into the tutor app as a tutor (spec: "Admins and faculty leaders may
 * spoof a tutor"): the card leads to the tutors list, which has the Spoof button on every
 * row (a full page load into the tutor app; the server checks the spoof rule again).
 */
export function TutorsToSpoofCard() {
  return (
    <DashboardCard<Tutor>
      title="Tutors to look in on"
      icon={<VisibilityIcon />}
      resource="tutors"
      filter={ACTIVE_TUTORS_FILTER}
      sort={{ field: 'lastName', order: 'ASC' }}
      caption={(count) => (count === 1 ? 'active tutor to spoof' : 'active tutors to spoof')}
      emptyText="No active tutor."
      arrivesWith="the tutors list"
      preview={(tutor) => ({
        primary: `${tutor.firstName} ${tutor.lastName ?? tutor.lastInitial}`,
      })}
    />
  );
}
