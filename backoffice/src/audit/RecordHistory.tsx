import { Divider, LinearProgress, Typography } from '@mui/material';
import { Fragment } from 'react';
import {
  Pagination,
  ReferenceManyField,
  useCanAccess,
  useListContext,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { auditRecordType, singularOf, type AuditEvent } from '@tp/domain';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { AuditEventItem } from './AuditEventItem.tsx';

const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;
export const NO_CHANGES = 'No changes recorded yet.';

function AuditEvents() {
  const { data, isPending, error } = useListContext<AuditEvent>();
  const zone = useDisplayTimeZone();
  if (isPending) return <LinearProgress aria-label="Loading the history" />;
  if (error)
    return <Typography color="error">The history could not be loaded. Try again later.</Typography>;
  if (!data || data.length === 0)
    return <Typography color="text.secondary">{NO_CHANGES}</Typography>;
  return (
    <ul style={{ margin: 0, padding: 0 }} aria-label="Recorded changes">
      {data.map((event, index) => (
        <Fragment key={event.id}>
          {index > 0 ? <Divider component="li" /> : null}
          <AuditEventItem event={event} zone={zone} />
        </Fragment>
      ))}
    </ul>
  );
}

/** Whether the signed-in user may read the audit trail (admins). */
export function useCanReadHistory(): boolean {
  const { canAccess = false } = useCanAccess({ action: 'list', resource: 'audit_events' });
  return canAccess;
}

/**
 * The audit trail of the record in context (issue 23): who changed it (the real user, "as"
 * the one they spoofed), when, how, and every changed field before and after, newest first,
 * ten a page. `resource` names the record's resource when the page's is another.
 */
export function RecordHistory({ resource }: { resource?: string }) {
  const current = useResourceContext();
  const record = useRecordContext();
  const name = resource ?? current;
  if (!record || !name) return null;
  return (
    <ReferenceManyField
      reference="audit_events"
      target="recordId"
      source="id"
      filter={{ recordType: auditRecordType(singularOf(name)) }}
      sort={NEWEST_FIRST}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <AuditEvents />
    </ReferenceManyField>
  );
}
