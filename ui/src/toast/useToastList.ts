import { useCallback, useMemo, useRef, useState } from 'react';
import type { ToastApi } from './ToastContext.ts';
import { isSameToast, type Toast, type ToastInput } from './toast-settings.ts';

/** The visible toasts, the API that adds them and the dismissal: what every toast host holds. */
export function useToastList(): { toasts: Toast[]; api: ToastApi; dismiss(id: number): void } {
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

  return { toasts, api, dismiss };
}
