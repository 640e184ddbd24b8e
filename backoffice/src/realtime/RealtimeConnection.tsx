import {
  connectRealtime,
  createHttpClient,
  currentSpoofTarget,
  fetchRuntimeConfig,
  readCookie,
  XSRF_COOKIE,
  type RealtimeClient,
} from '@tp/data-provider';
import { createContext, useContext, type ReactNode } from 'react';

/** Opens the back-office's realtime connection (the inbox badge, a session's live attendance). */
export type RealtimeConnector = () => Promise<RealtimeClient>;

/**
 * The browser's connection: the server's realtime settings (GET /api/config.json), then
 * pusher-js, opened on the first subscription and kept for the page's lifetime.
 */
export function browserRealtime(): RealtimeConnector {
  let connecting: Promise<RealtimeClient> | null = null;
  return () => {
    if (connecting) return connecting;
    const httpClient = createHttpClient({ getSpoof: currentSpoofTarget });
    const attempt = fetchRuntimeConfig(httpClient).then((config) =>
      connectRealtime(config.realtime, {
        getCsrfToken: () => readCookie(XSRF_COOKIE),
        getSpoof: currentSpoofTarget,
      }),
    );
    // A failed attempt is not kept: the badge's next subscription tries again.
    attempt.catch(() => {
      if (connecting === attempt) connecting = null;
    });
    connecting = attempt;
    return attempt;
  };
}

const RealtimeContext = createContext<RealtimeConnector | null>(null);

/** Provides the connector; null (component tests) leaves the badge to its periodic refresh. */
export function RealtimeProvider({
  connector,
  children,
}: {
  connector: RealtimeConnector | null;
  children: ReactNode;
}) {
  return <RealtimeContext.Provider value={connector}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeConnector(): RealtimeConnector | null {
  return useContext(RealtimeContext);
}
