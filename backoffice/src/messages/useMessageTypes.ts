import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';

/**
 * The message types (GET /messages/message_types), fetched once per session: the data
 * provider keeps the first answer, so every screen that asks shares one request. Null while
 * it loads; an empty list when it failed (the dialog then says so).
 */
export function useMessageTypes(): string[] | null {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [types, setTypes] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.messageTypes().then(
      (answer) => {
        if (live) setTypes(answer);
      },
      () => {
        if (live) setTypes([]);
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return types;
}
