import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { MessageRecipientOption } from '@tp/domain';

export interface Regarding {
  regardingType: 'Course' | 'Student';
  regardingId: number;
}

/** Whom a message about the course or student may go to (GET /messages/recipients). */
export function useMessageRecipients(regarding: Regarding): {
  recipients: MessageRecipientOption[] | null;
  failed: boolean;
} {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<{
    recipients: MessageRecipientOption[] | null;
    failed: boolean;
  }>({ recipients: null, failed: false });
  const { regardingType, regardingId } = regarding;
  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .action('messages', 'recipients', {
        data: { regardingType, regardingId },
        signal: controller.signal,
      })
      .then(
        ({ data }) => setState({ recipients: data.recipients, failed: false }),
        () => {
          if (!controller.signal.aborted) setState({ recipients: [], failed: true });
        },
      );
    return () => controller.abort();
  }, [dataProvider, regardingType, regardingId]);
  return state;
}
