/**
 * Full page loads to the other apps (a tutor's schedule, a student's planner): those apps are
 * not routes of this router. An object so tests can spy on `leave` (jsdom's `location.assign`
 * cannot be spied on, and a module mock would not hold when test files share modules).
 */
export const appExit = {
  leave(url: string): void {
    window.location.assign(url);
  },
};

/** Leaves the back-office for another app's URL. */
export function leaveApp(url: string): void {
  appExit.leave(url);
}
