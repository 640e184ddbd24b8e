import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { ToastContext, type ToastApi } from './ToastContext.ts';
import { ToastItem } from './ToastItem.tsx';
import { isSameToast, type Toast, type ToastInput } from './toast-settings.ts';

/** Holds the visible toasts and shows them stacked at the top right of the window. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (input: ToastInput) => {
      setToasts((current) => {
        // Duplicates are prevented: a toast that reads like one on screen is not shown twice,
        // but that one starts its time again (a new id remounts it), so a second save's
        // confirmation does not vanish with the first one's.
        if (current.some((t) => isSameToast(t, input)))
          return current.map((t) => (isSameToast(t, input) ? { ...t, id: nextId.current++ } : t));
        const toast: Toast = { ...input, id: nextId.current++ };
        return [...current, toast];
      });
    };
    return {
      show,
      success: (message, title) => show({ kind: 'success', message, title }),
      info: (message, title) => show({ kind: 'info', message, title }),
      warning: (message, title) => show({ kind: 'warning', message, title }),
      error: (message, title) => show({ kind: 'error', message, title }),
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack
        spacing={1}
        aria-live="polite"
        data-testid="toasts"
        sx={{ position: 'fixed', top: 16, right: 16, zIndex: (theme) => theme.zIndex.snackbar }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}
