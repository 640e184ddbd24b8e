import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { ToastContext } from './ToastContext.ts';
import { ToastItem } from './ToastItem.tsx';
import { useToastList } from './useToastList.ts';

/** Holds the visible toasts and shows them stacked at the top right of the window. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { toasts, api, dismiss } = useToastList();

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
