import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { createUploadsApi, type HttpClient } from '@tp/data-provider';
import { attendeeSummary, formatDuration } from '@tp/domain';
import { AttendanceIcon } from '../../live-session/AttendanceIcon.tsx';
import { AttachmentUploader } from '../../uploads/AttachmentUploader.tsx';
import { isFamilyApp, type SchedulingApp } from '../SessionDetailModal.tsx';
import { DetailRow } from './DetailRow.tsx';
import { SessionLaunchInfo } from './SessionLaunchInfo.tsx';
import { formatDay, formatSessionTime } from './format-session-time.ts';
import { attendeeNames, tutorName, type DetailedSession } from './session-detail-api.ts';
import { studentHref } from './session-links.ts';

interface SessionDetailBodyProps {
  session: DetailedSession;
  app: SchedulingApp;
  httpClient: HttpClient;
  timeZone: string;
  now: Date;
  /** The substitute-tutor pencil, when the viewer may use it on this session. */
  onSubstitute?(): void;
}

/**
 * The attendees: six names (linked where the app has student records), each with its
 * attendance icon (spec §4), then "and N more".
 */
function Attendees({
  session,
  app,
  now,
}: {
  session: DetailedSession;
  app: SchedulingApp;
  now: Date;
}) {
  const names = attendeeNames(session);
  if (names.length === 0) return <Typography variant="body2">No students</Typography>;
  const { names: shown, moreCount } = attendeeSummary(names);
  const attendances = session.attendances ?? [];
  return (
    <Typography variant="body2" data-testid="attendees">
      {shown.map((name, index) => {
        const href = studentHref(app, attendances[index]!.studentId);
        const separator = index === 0 ? '' : ', ';
        return (
          <span key={attendances[index]!.id}>
            {separator}
            <AttendanceIcon
              session={session}
              attended={attendances[index]!.attended}
              now={now}
            />{' '}
            {href ? <Link href={href}>{name}</Link> : name}
          </span>
        );
      })}
      {moreCount > 0 ? ` and ${moreCount} more` : null}
    </Typography>
  );
}

/** Every line of the session detail modal (spec §2). */
export function SessionDetailBody({
  session,
  app,
  httpClient,
  timeZone,
  now,
  onSubstitute,
}: SessionDetailBodyProps) {
  const uploadsApi = useMemo(() => createUploadsApi(httpClient), [httpClient]);
  const tutor = tutorName(session);
  const location = session.online
    ? 'Online'
    : [session.place, session.room ? `Room ${session.room}` : null].filter(Boolean).join(', ');

  return (
    <Box component="dl" sx={{ m: 0 }}>
      {session.canceledAt ? (
        <Chip
          color="error"
          size="small"
          // With the reason the family was given, when there is one.
          label={`Canceled on ${formatDay(new Date(session.canceledAt), timeZone)}${
            session.cancelReason?.trim() ? `: ${session.cancelReason.trim()}` : ''
          }`}
          sx={{ mb: 1 }}
        />
      ) : null}
      <DetailRow label="Tutor">
        <Typography variant="body2" component="span">
          {tutor ?? 'No tutor assigned'}
        </Typography>
        {onSubstitute ? (
          <Tooltip title="Substitute tutor">
            <IconButton size="small" onClick={onSubstitute} aria-label="Substitute tutor">
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </DetailRow>
      <DetailRow label="Attendees">
        <Attendees session={session} app={app} now={now} />
      </DetailRow>
      <DetailRow label="Location">
        <Typography variant="body2">{location || 'Not set'}</Typography>
      </DetailRow>
      <DetailRow label="Time">
        <Typography variant="body2">
          {formatSessionTime(session.startsAt, session.endsAt, timeZone)}
        </Typography>
      </DetailRow>
      <DetailRow label="Duration">
        <Typography variant="body2">{formatDuration(session.duration)}</Typography>
      </DetailRow>
      <DetailRow label="Topic">
        <Typography variant="body2">{session.course?.subject?.name ?? 'No topic set'}</Typography>
      </DetailRow>
      <DetailRow label="Parent update">
        <Typography variant="body2">
          {session.parentUpdateSentAt
            ? `Sent ${formatDay(new Date(session.parentUpdateSentAt), timeZone)}`
            : 'Not sent'}
        </Typography>
      </DetailRow>
      <DetailRow label="Notes">
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {session.notes?.trim() ? session.notes : 'No notes'}
        </Typography>
      </DetailRow>
      <DetailRow label="Launch">
        <SessionLaunchInfo session={session} app={app} now={now} />
      </DetailRow>
      <DetailRow label="Attachments">
        <AttachmentUploader
          api={uploadsApi}
          attachableId={session.id}
          attachableType="Session"
          readOnly={isFamilyApp(app)}
        />
      </DetailRow>
    </Box>
  );
}
