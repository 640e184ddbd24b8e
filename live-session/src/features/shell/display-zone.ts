import type { AuthUser } from '@tp/domain';
import { browserTimeZone } from '../../lib/zoned-time.ts';

/** The zone the user's times are shown in: their own, else the browser's (the shell warns). */
export function displayTimeZone(user: Pick<AuthUser, 'timeZone'> | null): string {
  return user?.timeZone || browserTimeZone();
}
