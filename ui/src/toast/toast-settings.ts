/**
 * Toast behaviour from the spec (sign-in-exams-and-shared §9, scheduling §9): 5000 ms
 * timeout, 1000 ms extended timeout after the pointer leaves a toast, top right, a progress
 * bar, duplicates prevented.
 */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_EXTENDED_TIMEOUT_MS = 1000;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastInput {
  kind: ToastKind;
  /** Shown as text: names and other user-written words never become markup. */
  message: string;
  title?: string;
  /**
   * The message is HTML written by the product (spec §9: toasts allow HTML), shown through the
   * sanitiser. Whoever sets it escapes any user-written part with `escapeToastText`.
   */
  html?: boolean;
}

export interface Toast extends ToastInput {
  id: number;
}

/** Two toasts are duplicates when they would read the same. */
export function isSameToast(a: ToastInput, b: ToastInput): boolean {
  return (
    a.kind === b.kind &&
    a.message === b.message &&
    (a.title ?? '') === (b.title ?? '') &&
    Boolean(a.html) === Boolean(b.html)
  );
}
