import { useEffect, useMemo, useRef } from 'react';
import { isSessionLaunchable } from '@tp/domain';
import type { LiveSession } from './session-page-api.ts';

/**
 * The session with `launchable` read at the page's ticking clock, by the rule the session
 * modal reads at its own: the server's answer is only true at the moment it was loaded, so a
 * page opened before the start would otherwise keep offering Return Home after the modal has
 * turned to the video link. When the session turns launchable here, the page loads it once
 * again, so the meeting is prepared for who may join.
 */
export function useLaunchableAtClock(
  loaded: LiveSession | null,
  now: Date,
  reload: () => void,
): LiveSession | null {
  const launchable = loaded ? isSessionLaunchable(loaded, now) : false;
  const session = useMemo(
    () => (loaded && loaded.launchable !== launchable ? { ...loaded, launchable } : loaded),
    [loaded, launchable],
  );
  const reloadedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded || loaded.launchable || !launchable || reloadedFor.current === loaded.id) return;
    reloadedFor.current = loaded.id;
    reload();
  }, [loaded, launchable, reload]);
  return session;
}
