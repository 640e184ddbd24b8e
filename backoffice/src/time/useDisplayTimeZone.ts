import { useSessionUser } from '../auth/SessionUserContext.tsx';
import { browserTimeZone } from './formatInZone.ts';

/** The zone every time is shown in: the user's, or the browser's when the user has none. */
export function useDisplayTimeZone(): string {
  const { user } = useSessionUser();
  return user?.timeZone ?? browserTimeZone();
}
