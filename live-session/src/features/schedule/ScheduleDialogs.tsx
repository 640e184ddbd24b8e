import { canSelectSession } from '@tp/domain';
import { EventDialog, SessionDetailModal, SessionEditorDialog, UnsavedChangesScope } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { displayTimeZone } from '../shell/display-zone.ts';

/** What the calendar asked to open. */
export type ScheduleSelection =
  | { kind: 'session'; sessionId: number }
  | { kind: 'event'; eventId: number }
  | { kind: 'new-event'; start: Date; end: Date }
  | { kind: 'edit-sessions'; sessionIds: number[] }
  | null;

export interface ScheduleDialogsProps {
  selection: ScheduleSelection;
  onSelectionChange(selection: ScheduleSelection): void;
  /** Reload the calendar after a change. */
  onChanged(): void;
}

/**
 * The dialogs the tutor's schedule (and dashboard) opens: a session's detail modal, whose Edit
 * moves on to the session editor; the event dialog for an event or a new one in a slot.
 */
export function ScheduleDialogs({ selection, onSelectionChange, onChanged }: ScheduleDialogsProps) {
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const close = () => onSelectionChange(null);

  return (
    <>
      <SessionDetailModal
        sessionId={selection?.kind === 'session' ? selection.sessionId : null}
        app="tutor"
        httpClient={httpClient}
        timeZone={displayTimeZone(user)}
        viewerEmployeeId={user?.employeeId ?? null}
        onClose={close}
        onChanged={onChanged}
        // The editor's rule (spec §6): only the Tutoring sessions the tutor supervises.
        canEditSession={(session) => user !== null && canSelectSession(user, session)}
        onEdit={(sessionId) =>
          onSelectionChange({ kind: 'edit-sessions', sessionIds: [sessionId] })
        }
      />
      {/* Each form's typed changes are asked about before its dialog closes. */}
      <UnsavedChangesScope>
        {(confirmDiscard) => (
          <EventDialog
            target={
              selection?.kind === 'event'
                ? { eventId: selection.eventId }
                : selection?.kind === 'new-event'
                  ? { start: selection.start, end: selection.end }
                  : null
            }
            httpClient={httpClient}
            user={user ? { ...user, timeZone: displayTimeZone(user) } : null}
            onClose={() => confirmDiscard(close)}
            onChanged={onChanged}
          />
        )}
      </UnsavedChangesScope>
      <UnsavedChangesScope>
        {(confirmDiscard) => (
          <SessionEditorDialog
            open={selection?.kind === 'edit-sessions'}
            app="tutor"
            httpClient={httpClient}
            sessionIds={selection?.kind === 'edit-sessions' ? selection.sessionIds : []}
            tutorId={user?.tutorId ?? undefined}
            // Rows read and written in the zone the calendar shows, not the browser's.
            timeZone={displayTimeZone(user)}
            onClose={() => confirmDiscard(close)}
            onSaved={onChanged}
          />
        )}
      </UnsavedChangesScope>
    </>
  );
}
