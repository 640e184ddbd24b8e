import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { HttpClient } from '@tp/data-provider';
import {
  EVENT_CANCELED_MESSAGE,
  EVENT_CANCELED_TITLE,
  EVENT_CANCEL_CONFIRMATION,
  EVENT_SAVED_MESSAGE,
  eventTypesOffered,
  type CalendarEvent,
  type Department,
  type EventType,
  type FieldErrors,
} from '@tp/domain';
import { useErrorToast } from '../../toast/error-toast.ts';
import { useToast } from '../../toast/useToast.ts';
import type { EventDialogTarget, EventDialogUser } from '../EventDialog.tsx';
import { ConfirmDialog } from '../session-detail/ConfirmDialog.tsx';
import { browserZone } from '../session-detail/format-session-time.ts';
import {
  cancelEvent,
  loadDepartments,
  loadEvent,
  loadTutorDepartmentIds,
  saveEvent,
} from './event-api.ts';
import {
  editEventState,
  asksPastReason,
  eventPayload,
  eventStateErrors,
  newEventState,
  type EventFormState,
} from './event-form-state.ts';
import { EventFormFields } from './EventFormFields.tsx';
import { EventTypePicker } from './EventTypePicker.tsx';
import { serverFieldErrors } from './server-field-errors.ts';
import { TutoringBookingContent } from '../tutoring-form/TutoringBookingContent.tsx';
import { ClosableDialogTitle } from '../../dialogs/ClosableDialogTitle.tsx';
import { useUnsavedChanges } from '../../forms/unsaved-changes.tsx';

/** Spec §8: an invalid form's toast. */
export const FORM_ERRORS_MESSAGE = 'Please fix the errors on the form.';

interface EventDialogContentProps {
  target: EventDialogTarget;
  httpClient: HttpClient;
  user: EventDialogUser | null;
  onClose(): void;
  onChanged?(): void;
}

/** One opening of the event dialog: its loads, its form and its saves. */
export function EventDialogContent({
  target,
  httpClient,
  user,
  onClose,
  onChanged,
}: EventDialogContentProps) {
  const toast = useToast();
  const toastError = useErrorToast();
  const zone = user?.timeZone || browserZone();
  const types = useMemo(
    () =>
      eventTypesOffered({
        roles: user?.roles ?? [],
        essayGrader: user?.flags?.essayGrader ?? false,
        curriculumWork: user?.flags?.curriculumWork ?? false,
      }),
    [user],
  );
  const eventId = 'eventId' in target ? target.eventId : null;
  const slot = 'eventId' in target ? null : target;

  const [departments, setDepartments] = useState<Department[]>([]);
  const [defaultDepartmentId, setDefaultDepartmentId] = useState<number | null>(null);
  const [existing, setExisting] = useState<CalendarEvent | null>(null);
  const [state, setState] = useState<EventFormState | null>(null);
  // The form as opened (loaded, or the type just picked): what differs from it is unsaved.
  const [openedState, setOpenedState] = useState<EventFormState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [hasTriedSave, setHasTriedSave] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [baseError, setBaseError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBookingTutoring, setIsBookingTutoring] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    loadDepartments(httpClient, signal).then(setDepartments, (error: unknown) => {
      if (!signal.aborted) toastError(error);
    });
    // The tutor's own department is the likely one; staff pick.
    if (user?.tutorId) {
      loadTutorDepartmentIds(httpClient, user.tutorId, signal).then(
        (ids) => {
          const id = ids[0] ?? null;
          setDefaultDepartmentId(id);
          // A form opened before the answer gets it too, unless a department was picked.
          const withDepartment = (current: EventFormState | null) =>
            current && current.departmentId === null ? { ...current, departmentId: id } : current;
          setState(withDepartment);
          setOpenedState(withDepartment);
        },
        () => undefined,
      );
    }
    if (eventId !== null) {
      loadEvent(httpClient, eventId, signal).then(
        (event) => {
          setExisting(event);
          setState(editEventState(event, zone));
          setOpenedState(editEventState(event, zone));
        },
        (error: unknown) => {
          if (signal.aborted) return;
          setLoadFailed(true);
          toastError(error);
        },
      );
    }
    return () => controller.abort();
    // One load per opening: the content is keyed by its target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pickType = (type: EventType) => {
    if (!slot) return;
    setState(newEventState(slot, type, zone, defaultDepartmentId));
    setOpenedState(newEventState(slot, type, zone, defaultDepartmentId));
  };

  const change = (changes: Partial<EventFormState>) => {
    setState((current) => (current ? { ...current, ...changes } : current));
    // A field the user changes no longer shows the server's complaint about its old value.
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(changes)) {
        delete next[field];
        if (field === 'date' || field === 'time') delete next.startsAt;
        if (field === 'durationChoice' || field === 'customMinutes') delete next.duration;
      }
      return next;
    });
  };

  const clientErrors = state ? eventStateErrors(state, zone) : {};
  const shownErrors: FieldErrors = { ...(hasTriedSave ? clientErrors : {}), ...serverErrors };
  const isCanceled = existing?.canceledAt != null;
  useUnsavedChanges(!isSaving && JSON.stringify(state) !== JSON.stringify(openedState));

  const save = () => {
    if (!state) return;
    setHasTriedSave(true);
    setBaseError(null);
    if (Object.keys(clientErrors).length > 0) {
      toast.error(FORM_ERRORS_MESSAGE, 'Error');
      return;
    }
    setIsSaving(true);
    saveEvent(httpClient, eventPayload(state, zone), existing).then(
      () => {
        setIsSaving(false);
        toast.success(EVENT_SAVED_MESSAGE);
        onChanged?.();
        onClose();
      },
      (error: unknown) => {
        setIsSaving(false);
        const fromServer = serverFieldErrors(error);
        if (fromServer) {
          setServerErrors(fromServer.fields);
          setBaseError(fromServer.base);
        } else toastError(error);
      },
    );
  };

  const confirmCancel = () => {
    if (!existing) return;
    setIsSaving(true);
    cancelEvent(httpClient, existing.id).then(
      () => {
        setIsSaving(false);
        setIsConfirming(false);
        toast.success(EVENT_CANCELED_MESSAGE, EVENT_CANCELED_TITLE);
        onChanged?.();
        onClose();
      },
      (error: unknown) => {
        setIsSaving(false);
        setIsConfirming(false);
        toastError(error);
      },
    );
  };

  const isPickingType = slot !== null && state === null;
  const title = eventId !== null ? 'Edit Event' : 'New Event';
  // A tutor may book tutoring from the slot instead (spec §2: "either a scheduling form or a
  // student-selector tutoring form").
  const tutorId = user?.tutorId ?? null;
  if (isBookingTutoring && slot && user && tutorId !== null)
    return (
      <TutoringBookingContent
        slot={slot}
        httpClient={httpClient}
        booker={{ kind: 'tutor', user: { ...user, tutorId } }}
        zone={zone}
        onBack={() => setIsBookingTutoring(false)}
        onClose={onClose}
        onChanged={onChanged}
      />
    );

  return (
    <>
      <ClosableDialogTitle id="event-dialog-title" onClose={onClose}>
        {title}
      </ClosableDialogTitle>
      <DialogContent dividers>
        {isCanceled ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            This event has been canceled.
          </Alert>
        ) : null}
        {baseError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {baseError}
          </Alert>
        ) : null}
        {isPickingType ? (
          <EventTypePicker
            types={types}
            onPick={pickType}
            onPickTutoring={tutorId !== null ? () => setIsBookingTutoring(true) : undefined}
          />
        ) : state ? (
          <EventFormFields
            state={state}
            onChange={change}
            types={types}
            departments={departments}
            errors={shownErrors}
            disabled={isSaving || isCanceled}
            asksPastReason={asksPastReason(state, zone, new Date())}
          />
        ) : loadFailed ? (
          <Alert severity="error">This event could not be loaded.</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading event" />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {existing && !isCanceled ? (
          <Button color="error" onClick={() => setIsConfirming(true)} disabled={isSaving}>
            Cancel event
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {slot !== null && state !== null ? (
          <Button onClick={() => setState(null)} disabled={isSaving}>
            Back
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={isSaving}>
          Close
        </Button>
        {state && !isCanceled ? (
          <Button variant="contained" onClick={save} disabled={isSaving}>
            Save
          </Button>
        ) : null}
      </DialogActions>
      <ConfirmDialog
        open={isConfirming}
        title="Cancel event"
        question={EVENT_CANCEL_CONFIRMATION}
        confirmLabel="Yes, cancel it"
        dismissLabel="No, keep it"
        isBusy={isSaving}
        onConfirm={confirmCancel}
        onDismiss={() => setIsConfirming(false)}
      />
    </>
  );
}
