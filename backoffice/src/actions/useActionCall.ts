import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { FieldErrors } from '@tp/domain';
import { actionErrorMessage, actionFieldErrors } from './actionErrors.ts';

export interface ActionCallOptions<T> {
  /** The success toast; none when left out (the caller shows the outcome its own way). */
  success?: string | ((result: T) => string);
  /** Refetch the page's queries after a success; yes unless told otherwise. */
  refresh?: boolean;
  /**
   * The error toast for a failure: the catalogue's sentence by default; a function may word it
   * otherwise, or answer null when the caller shows the error itself (on a field).
   */
  failure?: (error: unknown) => string | null;
}

export type ActionOutcome<T> = { ok: true; result: T } | { ok: false; error: unknown };

/**
 * One call through the data provider (an engine action, a delete) for a button or a dialog:
 * while it runs `isSending` is true; on success the toast and a refresh of the page; on a
 * failure the error toast, and a 422's field errors kept in `fieldErrors` for the dialog's
 * fields. The outcome lets the caller close its dialog, or show the error its own way.
 */
export function useActionCall() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isSending, setIsSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function run<T>(
    call: (provider: AppDataProvider) => Promise<T>,
    options: ActionCallOptions<T> = {},
  ): Promise<ActionOutcome<T>> {
    setIsSending(true);
    setFieldErrors({});
    try {
      const result = await call(dataProvider);
      const { success } = options;
      if (success !== undefined) {
        notify(typeof success === 'string' ? success : success(result), { type: 'success' });
      }
      if (options.refresh !== false) refresh();
      return { ok: true, result };
    } catch (error) {
      const errors = actionFieldErrors(error);
      if (errors) setFieldErrors(errors);
      const message = options.failure ? options.failure(error) : actionErrorMessage(error);
      if (message !== null) notify(message, { type: 'error' });
      return { ok: false, error };
    } finally {
      setIsSending(false);
    }
  }

  return { run, isSending, fieldErrors, setFieldErrors };
}
