import { useCallback, type ReactNode } from 'react';
import { accountColorVariables, useAccountColorMode } from '../account/account-colors.ts';
import '../account/account.css';
import { htmlToText } from './html-text.ts';
import { ToastContext } from './ToastContext.ts';
import type { Toast } from './toast-settings.ts';
import { toastRole, useToastCountdown } from './useToastCountdown.ts';
import { useToastList } from './useToastList.ts';

function PlainToast({ toast, onDismiss }: { toast: Toast; onDismiss(id: number): void }) {
  const dismiss = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  const { countdown, hold, release } = useToastCountdown(dismiss);
  return (
    <div
      role={toastRole(toast.kind)}
      className={`tp-toast tp-tone-${toast.kind}`}
      onMouseEnter={hold}
      onMouseLeave={release}
    >
      {toast.title ? <p className="tp-account-alert-title">{toast.title}</p> : null}
      {/* The sign-in page's toasts are the product's own sentences: an HTML one reads as text. */}
      <span data-testid="toast-message">
        {toast.html ? htmlToText(toast.message) : toast.message}
      </span>
      <button type="button" className="tp-toast-close" aria-label="Close" onClick={dismiss}>
        ×
      </button>
      {countdown ? (
        <span
          // A new key restarts the animation when the extended timeout begins.
          key={countdown.run}
          className="tp-toast-progress"
          data-testid="toast-progress"
          style={{ animationDuration: `${countdown.ms}ms` }}
          aria-hidden
        />
      ) : null}
    </div>
  );
}

/**
 * The toasts of a page without MUI (the stand-alone sign-in page): the same API, timing and
 * duplicate rule as ToastProvider, drawn by account.css.
 */
export function PlainToastProvider({ children }: { children: ReactNode }) {
  const { toasts, api, dismiss } = useToastList();
  const mode = useAccountColorMode();
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        className="tp-toasts"
        aria-live="polite"
        data-testid="toasts"
        style={accountColorVariables(mode)}
      >
        {toasts.map((toast) => (
          <PlainToast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
