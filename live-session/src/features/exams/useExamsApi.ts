import { useMemo } from 'react';
import { createExamsApi, examsBaseUrl, type ExamsApi } from '@tp/data-provider';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';

/**
 * The exams service as the signed-in user calls it (spec sign-in-exams §7): at the
 * deployment's exams address (runtime config), with the sign-in's exams token in the header.
 */
export function useExamsApi(): ExamsApi {
  const { httpClient } = useAppServices();
  const token = useSignIn().user?.examsApiToken ?? null;
  return useMemo(
    () =>
      createExamsApi(httpClient, async () => ({
        baseUrl: await examsBaseUrl(httpClient).catch(() => ''),
        token,
      })),
    [httpClient, token],
  );
}
