/**
 * Leaves the back-office for another app (a tutor's schedule, a student's planner) with a
 * full page load: those apps are not routes of this router. Its own module so tests can
 * observe it (jsdom's `location.assign` cannot be spied on).
 */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
