import { useNotify, useRefresh } from 'react-admin';
import { SessionEditorDialog } from '@tp/ui';
import { useHttpClient } from '../api/useHttpClient.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';

/**
 * The shared session editor as staff open it (the admin app): rows in the viewer's zone,
 * notices as react-admin's notifications, the lists behind it refreshed after a save. The
 * editor calls the API itself (POST /sessions/batch), as in the tutor app.
 */
export function StaffSessionEditor({
  sessionIds,
  courseId,
  onClose,
  onSaved,
}: {
  /** The sessions to edit (replaced on save); none, with a course, adds sessions to it. */
  sessionIds: number[];
  courseId?: number;
  onClose(): void;
  /** Before the refresh: e.g. clear a selection of the replaced sessions. */
  onSaved?(): void;
}) {
  const httpClient = useHttpClient();
  const zone = useDisplayTimeZone();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <SessionEditorDialog
      open
      app="admin"
      httpClient={httpClient}
      sessionIds={sessionIds}
      courseId={courseId}
      timeZone={zone}
      onClose={onClose}
      onSaved={() => {
        onSaved?.();
        refresh();
      }}
      onNotify={(type, message) => notify(message, { type })}
    />
  );
}
