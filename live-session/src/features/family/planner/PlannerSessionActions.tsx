import { useState } from 'react';
import Button from '@mui/material/Button';
import type { HttpClient } from '@tp/data-provider';
import { TUTORING_SESSION_TYPE, familyChangeRefusal, unreserveRefusal } from '@tp/domain';
import { useErrorToast, useToast, type DetailedSession } from '@tp/ui';
import { LazyConfirmDialog } from '../../schedule/LazyConfirmDialog.ts';
import type { FamilyApp } from '../family-tabs.ts';
import { cancelFamilyTutoring, unreserveSession } from './planner-api.ts';

interface PlannerSessionActionsProps {
  app: FamilyApp;
  session: DetailedSession;
  now: Date;
  httpClient: HttpClient;
  onChanged(): void;
  onReschedule(sessionId: number): void;
}

/**
 * The family's buttons in the session detail modal: Reschedule and Cancel on an upcoming
 * tutoring of theirs (domain's familyChangeRefusal), and Unreserve on a manually attendable
 * session in the student app only while more than 5 minutes remain (spec §4). The server
 * enforces the same rules.
 */
export function PlannerSessionActions({
  app,
  session,
  now,
  httpClient,
  onChanged,
  onReschedule,
}: PlannerSessionActionsProps) {
  const toast = useToast();
  const toastError = useErrorToast();
  const [isBusy, setBusy] = useState(false);
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  const [isConfirmingUnreserve, setConfirmingUnreserve] = useState(false);
  const startsAt = new Date(session.startsAt);
  const canceledAt = session.canceledAt ? new Date(session.canceledAt) : null;
  const isTutoring = session.type === TUTORING_SESSION_TYPE;
  const canChange = isTutoring && familyChangeRefusal({ startsAt, canceledAt }, now) === null;
  const canUnreserve =
    app === 'student' &&
    !canceledAt &&
    unreserveRefusal({ type: session.type, startsAt }, now) === null;

  const run = (call: Promise<void>, message: string) => {
    setBusy(true);
    call.then(
      () => {
        setBusy(false);
        setConfirmingCancel(false);
        setConfirmingUnreserve(false);
        toast.success(message);
        onChanged();
      },
      (error: unknown) => {
        setBusy(false);
        toastError(error);
      },
    );
  };

  return (
    <>
      {canChange ? (
        <Button disabled={isBusy} onClick={() => onReschedule(session.id)}>
          Reschedule
        </Button>
      ) : null}
      {canChange ? (
        <Button color="error" disabled={isBusy} onClick={() => setConfirmingCancel(true)}>
          Cancel session
        </Button>
      ) : null}
      <LazyConfirmDialog
        isOpen={isConfirmingCancel}
        title="Cancel this session?"
        confirmLabel="Yes, cancel it"
        isBusy={isBusy}
        onConfirm={() =>
          run(cancelFamilyTutoring(httpClient, session.id), 'The session has been canceled.')
        }
        onClose={() => setConfirmingCancel(false)}
      >
        Are you sure you want to cancel this session?
      </LazyConfirmDialog>
      {canUnreserve ? (
        <Button color="warning" disabled={isBusy} onClick={() => setConfirmingUnreserve(true)}>
          Unreserve
        </Button>
      ) : null}
      <LazyConfirmDialog
        isOpen={isConfirmingUnreserve}
        title="Unreserve this session?"
        confirmLabel="Yes, unreserve"
        isBusy={isBusy}
        onConfirm={() =>
          run(
            unreserveSession(httpClient, session.id),
            'You are no longer reserved for this session.',
          )
        }
        onClose={() => setConfirmingUnreserve(false)}
      >
        You give up your place in this session. It leaves your planner.
      </LazyConfirmDialog>
    </>
  );
}
