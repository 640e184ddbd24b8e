import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Button, Snackbar } from '@mui/material';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'react-admin';
import type { NotificationPayload } from 'react-admin';
import { ToastText } from '@tp/ui';
import { notificationTitle } from './notificationTitle.ts';

/** Spec (shared constants): toasts stay 5000 ms, top right. */
const TOAST_DURATION_MS = 5000;

/**
 * react-admin's notification queue shown as titled toasts, so an error reads as the
 * catalogue writes it ("Sorry, there has been a problem" over the 500 sentence). It keeps
 * react-admin's undo contract: an undoable mutation runs when its toast closes, unless the
 * user pressed Undo.
 */
export function CatalogueNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // The toast on screen is the head of react-admin's queue; it leaves the queue once its
  // closing animation ends, which brings the next one in. A newer toast closes it at once
  // (Material's consecutive snackbars, as react-admin's own toast does): a second save's
  // confirmation shows now, not when the first one's 5 seconds are up.
  const current: NotificationPayload | undefined = notifications[0];
  const [closing, setClosing] = useState<NotificationPayload | undefined>(undefined);
  const isOpen = current !== undefined && current !== closing && notifications.length === 1;

  const close = useCallback(() => setClosing(current), [current]);

  const handleExited = useCallback(() => {
    if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    takeNotification();
  }, [current, takeMutation, takeNotification]);

  // A toast that reached the head of the queue with a newer one already behind it is never
  // opened, so it has no closing animation whose end would take it out of the queue: it leaves
  // at once (else the queue stops there and no later toast ever shows). The ref keeps a
  // repeated effect (StrictMode) from taking a second toast for the same one.
  const shown = useRef<NotificationPayload | undefined>(undefined);
  const skipped = useRef<NotificationPayload | undefined>(undefined);
  useEffect(() => {
    if (isOpen) shown.current = current;
    else if (current && shown.current !== current && skipped.current !== current) {
      skipped.current = current;
      handleExited();
    }
  }, [isOpen, current, handleExited]);

  const handleUndo = useCallback(() => {
    takeMutation()?.({ isUndo: true });
    setClosing(current);
  }, [current, takeMutation]);

  if (!current) return null;
  const { message, type, notificationOptions } = current;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions ?? {};
  const text =
    typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  const title = typeof message === 'string' ? notificationTitle(message, type) : undefined;

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={isOpen}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close();
        }}
        autoHideDuration={
          autoHideDuration === undefined ? TOAST_DURATION_MS : (autoHideDuration ?? undefined)
        }
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Below the app bar, so the user menu stays reachable while a toast is up.
        sx={{ top: { xs: 64, sm: 72 } }}
        slotProps={{ transition: { onExited: handleExited } }}
      >
        <Alert
          severity={type}
          variant="filled"
          onClose={close}
          sx={{ minWidth: 280, maxWidth: 480, whiteSpace: 'pre-wrap' }}
          action={
            undoable ? (
              <Button color="inherit" size="small" onClick={handleUndo}>
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
        >
          {title && <AlertTitle>{title}</AlertTitle>}
          {/* react-admin's messages are built from record fields (a course's or a parent's
              name): shown as text, never as markup. */}
          {typeof text === 'string' ? <ToastText text={text} /> : text}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
