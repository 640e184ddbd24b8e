import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { TeamCandidate } from '@tp/domain';

/**
 * The employees the team form may pick (the `candidates` action of teams: active employees,
 * tutors marked), loaded once per form; the pickers filter them as the user types.
 */
export function useTeamCandidates(): { candidates: TeamCandidate[]; isLoading: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [candidates, setCandidates] = useState<TeamCandidate[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    dataProvider
      .action('teams', 'candidates')
      .then(({ data }) => {
        if (isCurrent) setCandidates(data.candidates);
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        setCandidates([]);
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
          type: 'error',
        });
      });
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, notify]);
  return { candidates: candidates ?? [], isLoading: candidates === null };
}
