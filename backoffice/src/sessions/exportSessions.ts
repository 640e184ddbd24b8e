import type { DataProvider } from 'react-admin';
import { csvDateTime, csvText, sessionTypeLabel, type Session } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';

/** The CSV's columns, in order: what the list shows, and where and whether it is canceled. */
export const SESSION_CSV_FIELDS = [
  'ID',
  'Starts',
  'Ends',
  'Course',
  'Type',
  'Tutor',
  'Students',
  'Where',
  'Canceled',
  'Cancel reason',
] as const;

type SessionCsvRow = Record<(typeof SESSION_CSV_FIELDS)[number], string | number>;

function whereOf(session: Session): string {
  if (session.online) return 'Online';
  return [session.place, session.room ? `Room ${session.room}` : null].filter(Boolean).join(', ');
}

/** One session as a CSV row: times in the viewer's zone, names, not ids. */
export function sessionToCsvRow(session: Session, zone: string): SessionCsvRow {
  const supervisor = session.supervisor
    ? `${session.supervisor.firstName} ${session.supervisor.lastName}`
    : '';
  return {
    ID: session.id,
    Starts: csvDateTime(session.startsAt, zone),
    Ends: csvDateTime(session.endsAt, zone),
    Course: session.course?.title ?? '',
    Type: sessionTypeLabel(session.type),
    Tutor: supervisor,
    Students: session.attendancesCount,
    Where: whereOf(session),
    Canceled: csvDateTime(session.canceledAt, zone),
    'Cancel reason': session.cancelReason ?? '',
  };
}

/** Every session the list's filters select (all pages), with course and tutor, as sessions.csv. */
export function exportSessions(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
): Promise<number> {
  return exportRecords<Session>(dataProvider, selection, download, {
    resource: 'sessions',
    include: 'course,supervisor',
    filename: 'sessions',
    toCsv: (sessions) =>
      csvText(
        SESSION_CSV_FIELDS,
        sessions.map((session) => sessionToCsvRow(session, zone)),
      ),
  });
}
