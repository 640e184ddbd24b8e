import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { LeadSource } from '@tp/domain';
import { DATE_FORMAT, formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { typeLabel } from './leadSourceChoices.ts';
import { LeadSourceStatusChip } from './LeadSourceStatusChip.tsx';
import { PendingSchoolActions } from './PendingSchoolActions.tsx';
import { ReassignButton } from './ReassignButton.tsx';

/** Beside the form: status, type, assignee with Reassign, dates, and the school actions. */
export function LeadSourceAside() {
  const leadSource = useRecordContext<LeadSource>();
  const zone = useDisplayTimeZone();
  if (!leadSource) return null;
  const day = (iso: string | null) => (iso ? formatInZone(iso, zone, DATE_FORMAT) : 'Never');
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: { md: 300 } }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2">{typeLabel(leadSource.type)}</Typography>
            <LeadSourceStatusChip status={leadSource.status} />
          </Stack>
          <Typography variant="body2">
            Assigned to: {leadSource.employeeName ?? 'Unassigned'}
          </Typography>
          <ReassignButton />
          <Typography variant="body2" color="text.secondary">
            Last activity: {day(leadSource.lastActivityAt)}
            <br />
            Last promotion: {day(leadSource.lastPromotionAt)}
          </Typography>
          <PendingSchoolActions />
        </Stack>
      </CardContent>
    </Card>
  );
}
