import { useState } from 'react';
import { useCanAccess, useRefresh } from 'react-admin';
import { SessionDetailModal, ToastProvider, type DetailedSession } from '@tp/ui';
import { canSubstituteTutor } from '@tp/domain';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { SubstituteTutorDialog } from './SubstituteTutorDialog.tsx';
import { useHttpClient } from '../api/useHttpClient.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { StaffSessionEditor } from './StaffSessionEditor.tsx';
import { useStaffSchedulingApp } from './useStaffSchedulingApp.ts';

/**
 * The shared session detail modal in the back-office (spec scheduling §2, §6): as the admin
 * app for scheduling staff and the CRM app for other staff, in the viewer's zone, with links
 * to the session page, the course and the tutor. A change made in it (a cancel) refreshes the
 * lists behind it; Edit, for staff who may edit sessions, moves on to the session editor; the
 * substitute-tutor pencil (ADMIN, joint-session brands, before attendance) to the Substitute
 * Tutor modal.
 */
export function SessionDetailDialog({
  sessionId,
  onClose,
}: {
  /** The session to show; null closes the modal. */
  sessionId: number | null;
  onClose(): void;
}) {
  const app = useStaffSchedulingApp();
  const zone = useDisplayTimeZone();
  const httpClient = useHttpClient();
  const refresh = useRefresh();
  const { canAccess = false } = useCanAccess({ action: 'saveBatch', resource: 'sessions' });
  const [editingId, setEditingId] = useState<number | null>(null);
  const [substituting, setSubstituting] = useState<DetailedSession | null>(null);
  const { user } = useAuthUser();
  if (!app) return null;
  return (
    // The modal's toasts (canceled, errors) show over the back-office like its notifications.
    <ToastProvider>
      <SessionDetailModal
        sessionId={sessionId}
        app={app}
        httpClient={httpClient}
        timeZone={zone}
        onClose={onClose}
        onChanged={refresh}
        onEdit={
          canAccess
            ? (id) => {
                onClose();
                setEditingId(id);
              }
            : undefined
        }
        canSubstitute={(session) => Boolean(user && canSubstituteTutor(user, session))}
        onSubstitute={(session) => {
          onClose();
          setSubstituting(session);
        }}
      />
      {substituting ? (
        <SubstituteTutorDialog
          session={substituting}
          brandName={substituting.course?.brand?.name ?? null}
          onClose={() => {
            setSubstituting(null);
            refresh();
          }}
        />
      ) : null}
      {editingId !== null ? (
        <StaffSessionEditor sessionIds={[editingId]} onClose={() => setEditingId(null)} />
      ) : null}
    </ToastProvider>
  );
}
