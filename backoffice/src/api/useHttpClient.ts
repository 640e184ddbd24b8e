import { useMemo } from 'react';
import { createHttpClient, currentSpoofTarget, type HttpClient } from '@tp/data-provider';

/**
 * The HTTP client for the shared panels and dialogs that call the API themselves (the session
 * modal and editor, attendance), as the data provider does: acting as the spoofed user when
 * staff spoof one.
 */
export function useHttpClient(): HttpClient {
  return useMemo(() => createHttpClient({ getSpoof: currentSpoofTarget }), []);
}
