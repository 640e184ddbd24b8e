import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { ParentAdvisor } from '@tp/domain';

/**
 * The advisors a contact may be given to (GET /parents/assignable_advisors: active CRM staff),
 * loaded once per screen; empty while loading or when the caller may not ask. Not the
 * employees who hold contacts now (GET /employees/assigned_advisors).
 */
export function useParentAdvisors(enabled = true): ParentAdvisor[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [advisors, setAdvisors] = useState<ParentAdvisor[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let isCurrent = true;
    dataProvider
      .action('parents', 'assignableAdvisors')
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
