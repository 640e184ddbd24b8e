import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { browserTimeZone } from './formatInZone.ts';

/** The zone every time is shown in: the user's, or the browser's when the user has none. */
export function useDisplayTimeZone(): string {
  const { user } = useAuthUser();
  return user?.timeZone ?? browserTimeZone();
}
