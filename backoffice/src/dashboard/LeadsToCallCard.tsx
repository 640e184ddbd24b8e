import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { ADMIN_BASE } from '../auth/homeUrl.ts';
import { DashboardCard } from './DashboardCard.tsx';

/**
 * Leads no one has talked to yet: the spec's lead status "Pre-Conversation" (its "no contact"
 * quick filter). Staff see them all; an advisor's own come from the leads list's advisor filter.
 */
export const LEADS_TO_CALL_FILTER = { status: 'Pre-Conversation' };

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
      resource="leads"
      filter={LEADS_TO_CALL_FILTER}
      caption={(count) =>
        count === 1 ? 'lead waits for a first call' : 'leads wait for a first call'
      }
      emptyText="Every lead has been contacted."
      arrivesWith="leads"
      preview={(lead) => ({
        primary: [lead.firstName, lead.lastName].filter(Boolean).join(' ') || `Lead ${lead.id}`,
        secondary: lead.email,
        to: `${ADMIN_BASE}/leads/${lead.id}/show`,
      })}
    />
  );
}
