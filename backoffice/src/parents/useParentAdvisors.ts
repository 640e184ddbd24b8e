import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { ParentAdvisor } from '@tp/domain';

/**
 * The advisors a contact may be given to (the `advisors` action of parents), loaded once per
 * screen; empty while loading or when the caller may not ask.
 */
export function useParentAdvisors(enabled = true): ParentAdvisor[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [advisors, setAdvisors] = useState<ParentAdvisor[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let isCurrent = true;
    dataProvider
      .action('parents', 'advisors')
      .then(({ data }) => {
        if (isCurrent) setAdvisors(data.advisors);
      })
      .catch(() => {
        if (isCurrent) setAdvisors([]);
      });
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, enabled]);
  return advisors;
}
