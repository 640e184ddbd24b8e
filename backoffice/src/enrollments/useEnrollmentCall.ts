import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import {
  normalizeError,
  readCallFailure,
  readServerErrors,
  type AppDataProvider,
} from '@tp/data-provider';
import type { FieldErrors } from '@tp/domain';

/**
 * Runs one enrollments call (an action or a delete) for a dialog: on success the spec's toast
 * and a refresh of the lists; on a 422 the server's errors are handed back for the dialog's
 * fields (and toasted as one sentence); any other failure is the catalogue's toast.
 */
export function useEnrollmentCall() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isSending, setIsSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function run<T>(
    call: (provider: AppDataProvider) => Promise<T>,
    success: (result: T) => string,
  ): Promise<T | null> {
    setIsSending(true);
    setErrors({});
    try {
      const result = await call(dataProvider);
      notify(success(result), { type: 'success' });
      refresh();
      return result;
    } catch (error) {
      const failure = readCallFailure(error);
      const fieldErrors = readServerErrors(failure.body);
      if (fieldErrors && !Array.isArray(fieldErrors)) setErrors(fieldErrors);
      const notice = normalizeError(failure);
      notify(notice?.message ?? 'ra.notification.http_error', { type: 'error' });
      return null;
    } finally {
      setIsSending(false);
    }
  }

  return { run, isSending, errors, setErrors };
}
