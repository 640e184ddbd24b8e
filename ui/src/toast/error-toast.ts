import { useCallback } from 'react';
import {
  NETWORK_FAILURE_STATUS,
  normalizeError,
  readCallFailure,
  shouldNotify,
  type ErrorNotice,
} from '@tp/data-provider';
import type { ToastApi } from './ToastContext.ts';
import { useToast } from './useToast.ts';

/** Shows normalizeError's notice as an error toast; nothing when there is no notice. */
export function showErrorToast(toast: ToastApi, notice: ErrorNotice | null): void {
  if (notice) toast.error(notice.message, notice.title);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isAbort(error: unknown): boolean {
  // DOMException is not an Error subclass in every environment, so its name is what counts.
  return isRecord(error) && error.name === 'AbortError';
}

/**
 * The catalogue notice for anything a call threw. The HTTP client's HttpError already carries
 * it (message, and `body.title`); an error with only a status and the server's body is
 * normalised here; an aborted call is no failure (null); anything else (a fetch that never
 * got an answer) counts as no answer from the server.
 */
export function noticeForError(error: unknown): ErrorNotice | null {
  if (isAbort(error)) return null;
  if (isRecord(error) && typeof error.status === 'number') {
    const { body, message } = error;
    if (
      isRecord(body) &&
      typeof body.title === 'string' &&
      typeof message === 'string' &&
      message !== ''
    ) {
      return { title: body.title, message };
    }
    return normalizeError({ status: error.status, body });
  }
  return normalizeError({ status: NETWORK_FAILURE_STATUS, body: null });
}

/**
 * What the app-wide interceptor toasts for a failed call: the catalogue notice, except for
 * the statuses the spec leaves to the screen that made the call (-1, 401, 404, 422; §8).
 */
export function noticeForGlobalError(error: unknown): ErrorNotice | null {
  if (isAbort(error)) return null;
  return shouldNotify(readCallFailure(error).status) ? noticeForError(error) : null;
}

/** A callback that toasts the catalogue notice of a thrown error. */
export function useErrorToast(): (error: unknown) => void {
  const toast = useToast();
  return useCallback((error: unknown) => showErrorToast(toast, noticeForError(error)), [toast]);
}
