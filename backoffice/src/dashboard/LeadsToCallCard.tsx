import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { ADMIN_BASE } from '../auth/homeUrl.ts';
import { DashboardCard } from './DashboardCard.tsx';

/**
 * Leads no one has called yet: the parents list's Leads tab (`type` Lead) with the spec's "no
 * contact (0 calls)" quick filter (§9), as the parents resource names them.
 */
export const LEADS_TO_CALL_FILTER = { type: 'Lead', quick: 'noContact' };

interface Lead {
  id: number;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Leads to call, for advisors and admins. */
export function LeadsToCallCard() {
  return (
    <DashboardCard<Lead>
      title="Leads to call"
      icon={<PhoneInTalkIcon />}
      resource="parents"
      filter={LEADS_TO_CALL_FILTER}
      caption={(count) =>
        count === 1 ? 'lead waits for a first call' : 'leads wait for a first call'
      }
      emptyText="Every lead has been contacted."
      arrivesWith="leads"
      preview={(lead) => ({
        primary: [lead.firstName, lead.lastName].filter(Boolean).join(' ') || `Lead ${lead.id}`,
        secondary: lead.email,
        to: `${ADMIN_BASE}/parents/${lead.id}/show`,
      })}
    />
  );
}
