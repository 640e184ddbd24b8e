import type { HttpClient } from '@tp/data-provider';
import { loadFamilyStudents, type FamilyStudent } from './family-api.ts';

/**
 * How long a students list loaded for this page stands for the next load (the one asked at the
 * page's start, or one the page before handed on): far less than a sign-out and another
 * sign-in take, so it is never another user's.
 */
export const FAMILY_STUDENTS_FRESH_MS = 5000;

/** Whether a list loaded at `loadedAt` (epoch ms) still stands at `now`. */
export function isFreshStudentsList(loadedAt: number, now = Date.now()): boolean {
  const age = now - loadedAt;
  return age >= 0 && age < FAMILY_STUDENTS_FRESH_MS;
}

let prefetched: { answer: Promise<FamilyStudent[]>; at: number } | null = null;

/**
 * Asks the family's students at a family page's start (main.tsx, on `isFamilyPage`), beside
 * the sign-in check: the shell and the planner need them before they can ask anything else,
 * and the server answers them by the sign-in cookie alone. `httpClient` is one without the app's 401 handling:
 * a signed-out visitor is sent to sign in by the page's route, not by this.
 */
export function prefetchFamilyStudents(httpClient: HttpClient, now = Date.now()): void {
  const answer = loadFamilyStudents(httpClient);
  answer.catch(() => undefined); // The shell loads them itself then.
  prefetched = { answer, at: now };
}

/**
 * The students asked at the page's start, once, while they are fresh (isFreshStudentsList);
 * a failed prefetch answers a fresh load instead (`load`).
 */
export function takePrefetchedFamilyStudents(
  load: () => Promise<FamilyStudent[]>,
  now = Date.now(),
): Promise<FamilyStudent[]> {
  const taken = prefetched;
  prefetched = null;
  if (!taken || !isFreshStudentsList(taken.at, now)) return load();
  return taken.answer.catch(load);
}
