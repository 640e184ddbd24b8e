import { useEffect, useState } from 'react';
import { fetchRuntimeConfig } from '@tp/data-provider';
import type { AuthUser } from '@tp/domain';
import { useAppServices } from '../../app/AppServicesContext.ts';

/**
 * How many essays wait for the signed-in grader (GET /api/essay/grading at the exams service,
 * with the exams token in the header), for the Essay Grading item's badge; null for a user who
 * grades no essays, or while it loads. Written with the HTTP client alone, not the exams API
 * module: it runs in the tutor shell's first load, which has a size ceiling.
 */
export function useAssignedEssayCount(user: AuthUser): number | null {
  const { httpClient } = useAppServices();
  const grades = user.flags?.essayGrader === true;
  const token = user.examsApiToken ?? null;
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!grades) return;
    let live = true;
    fetchRuntimeConfig(httpClient)
      .then(({ examsApiUrl }) =>
        httpClient<{ assigned_essays: number }>(`${examsApiUrl}/api/essay/grading`, {
          ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
        }),
      )
      .then(
        ({ json }) => live && setCount(json.assigned_essays),
        () => live && setCount(null),
      );
    return () => {
      live = false;
    };
  }, [httpClient, grades, token]);
  return grades ? count : null;
}
