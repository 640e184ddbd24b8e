import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { auditActionLabel, auditActorLabel, auditFieldLabel, type AuditEvent } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { formatAuditValue } from './formatAuditValue.ts';

/** Long values (a message's body, a list of ids) wrap instead of widening the page. */
const VALUE_CELL = { wordBreak: 'break-word', whiteSpace: 'pre-wrap', verticalAlign: 'top' };

/** One event of a record's history: who, when, what, and each changed field before and after. */
export function AuditEventItem({ event, zone }: { event: AuditEvent; zone: string }) {
  const fields = Object.entries(event.changes);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0, sm: 1 }}
        sx={{ alignItems: { sm: 'baseline' }, mb: fields.length > 0 ? 1 : 0 }}
      >
        <Typography variant="subtitle2">{auditActionLabel(event.action)}</Typography>
        <Typography variant="body2">{`by ${auditActorLabel(event)}`}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatInZone(event.createdAt, zone)}
        </Typography>
      </Stack>
      {fields.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Changes: ${auditActionLabel(event.action)}`}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '30%' }}>Field</TableCell>
                <TableCell sx={{ width: '35%' }}>Before</TableCell>
                <TableCell sx={{ width: '35%' }}>After</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map(([field, change]) => (
                <TableRow key={field}>
                  <TableCell sx={VALUE_CELL}>{auditFieldLabel(field)}</TableCell>
                  <TableCell sx={VALUE_CELL}>{formatAuditValue(change.before)}</TableCell>
                  <TableCell sx={VALUE_CELL}>{formatAuditValue(change.after)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Box>
  );
}
