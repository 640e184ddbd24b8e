import { useMemo } from 'react';
import { createExamsApi, examsBaseUrl, type ExamsApi } from '@tp/data-provider';
import { useHttpClient } from '../api/useHttpClient.ts';
import { useAuthUser } from '../auth/AuthUserContext.tsx';

/**
 * The exams service as the signed-in employee calls it (spec sign-in-exams §6 "Score reports
 * use the employee's or tutor's own exams token"): at the deployment's exams address, with
 * the sign-in's exams token in the Authorization header.
 */
export function useExamsApi(): ExamsApi {
  const httpClient = useHttpClient();
  const token = useAuthUser().user?.examsApiToken ?? null;
  return useMemo(
    () =>
      createExamsApi(httpClient, async () => ({
        baseUrl: await examsBaseUrl(httpClient).catch(() => ''),
        token,
      })),
    [httpClient, token],
  );
}
