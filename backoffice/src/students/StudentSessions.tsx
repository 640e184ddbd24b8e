import { Chip, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  SimpleList,
  TextField,
} from 'react-admin';
import type { Session } from '@tp/domain';
import { sessionTypeLabel } from '@tp/domain';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';

const SESSION_QUERY_OPTIONS = { meta: { include: 'course,supervisor' } };
const WHEN = [
  { key: 'upcoming', label: 'Upcoming', filter: { upcoming: true }, order: 'ASC' },
  { key: 'past', label: 'Past', filter: { upcoming: false }, order: 'DESC' },
] as const;

const supervisorName = (session: Session) =>
  session.supervisor ? `${session.supervisor.firstName} ${session.supervisor.lastName}` : '—';

/**
 * The sessions-list tab: the sessions the student attends (the sessions resource's studentId
 * filter), upcoming soonest first or past latest first, each linked to its course.
 */
export function StudentSessions() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const zone = useDisplayTimeZone();
  const [whenKey, setWhen] = useState<(typeof WHEN)[number]['key']>('upcoming');
  const when = WHEN.find((w) => w.key === whenKey)!;
  const empty = (
    <Typography color="text.secondary" sx={{ py: 1 }}>
      {whenKey === 'upcoming' ? 'No upcoming sessions.' : 'No past sessions.'}
    </Typography>
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {WHEN.map((w) => (
          <Chip
            key={w.key}
            label={w.label}
            color={w.key === whenKey ? 'primary' : 'default'}
            variant={w.key === whenKey ? 'filled' : 'outlined'}
            aria-pressed={w.key === whenKey}
            onClick={() => setWhen(w.key)}
          />
        ))}
      </Stack>
      <ReferenceManyField<Session>
        key={whenKey}
        reference="sessions"
        target="studentId"
        filter={when.filter}
        sort={{ field: 'startsAt', order: when.order }}
        perPage={10}
        queryOptions={SESSION_QUERY_OPTIONS}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
        empty={empty}
      >
        {isSmall ? (
          <SimpleList<Session>
            primaryText={(session) => formatInZone(session.startsAt, zone)}
            secondaryText={(session) =>
              [session.course?.title, sessionTypeLabel(session.type), supervisorName(session)]
                .filter(Boolean)
                .join(' · ')
            }
            linkType={false}
            empty={empty}
          />
        ) : (
          <DataTable<Session> bulkActionButtons={false} rowClick={false} empty={empty}>
            <DataTable.Col
              source="startsAt"
              label="Starts at"
              field={DateInZoneField}
              disableSort
            />
            <DataTable.Col label="Course" disableSort>
              <ReferenceField source="courseId" reference="courses" link="show">
                <TextField source="title" />
              </ReferenceField>
            </DataTable.Col>
            <DataTable.Col
              source="type"
              render={(session) => sessionTypeLabel(session.type)}
              disableSort
            />
            <DataTable.Col label="Tutor" render={supervisorName} disableSort />
          </DataTable>
        )}
      </ReferenceManyField>
    </>
  );
}
