import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { LeadSourceAssignee } from '@tp/domain';

/** The staff a lead source may be assigned to (the `assignees` action), loaded once. */
export function useAssignees(): { assignees: LeadSourceAssignee[]; isLoading: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [assignees, setAssignees] = useState<LeadSourceAssignee[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    dataProvider
      .action('lead_sources', 'assignees')
      .then(({ data }) => {
        if (isCurrent) setAssignees(data.assignees);
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        setAssignees([]);
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
          type: 'error',
        });
      });
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, notify]);
  return { assignees: assignees ?? [], isLoading: assignees === null };
}
