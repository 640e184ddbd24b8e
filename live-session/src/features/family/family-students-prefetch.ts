import type { HttpClient } from '@tp/data-provider';
import { loadFamilyStudents, type FamilyStudent } from './family-api.ts';
import { isFamilyPage } from './family-page.ts';

/**
 * How long after the page's start the students asked then may stand for the shell's own load:
 * far less than a sign-out and another sign-in take, so they are never another user's.
 */
export const FAMILY_PREFETCH_FRESH_MS = 5000;

let prefetched: { answer: Promise<FamilyStudent[]>; at: number } | null = null;

/**
 * On a family page, asks the family's students at the page's start, beside the sign-in check:
 * the shell and the planner need them before they can ask anything else, and the server
 * answers them by the sign-in cookie alone. `httpClient` is one without the app's 401 handling:
 * a signed-out visitor is sent to sign in by the page's route, not by this.
 */
export function prefetchFamilyStudents(
  httpClient: HttpClient,
  pathname: string,
  now = Date.now(),
): void {
  if (!isFamilyPage(pathname)) return;
  const answer = loadFamilyStudents(httpClient);
  answer.catch(() => undefined); // The shell loads them itself then.
  prefetched = { answer, at: now };
}

/**
 * The students asked at the page's start, once, if that was within FAMILY_PREFETCH_FRESH_MS;
 * a failed prefetch answers a fresh load instead (`load`).
 */
export function takePrefetchedFamilyStudents(
  load: () => Promise<FamilyStudent[]>,
  now = Date.now(),
): Promise<FamilyStudent[]> {
  const taken = prefetched;
  prefetched = null;
  if (!taken || now - taken.at > FAMILY_PREFETCH_FRESH_MS) return load();
  return taken.answer.catch(load);
}
