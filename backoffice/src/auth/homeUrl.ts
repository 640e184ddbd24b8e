/** The back-office's base path; the router's basename. */
export const ADMIN_BASE = '/admin';

/** Whether a home URL is a page of this app (so the router can go there without a reload). */
export function isBackofficeUrl(url: string): boolean {
  return url === ADMIN_BASE || url.startsWith(`${ADMIN_BASE}/`);
}

/** `/admin/courses` -> `/courses`, `/admin` -> `/`: the route inside the router's basename. */
export function routeWithinBackoffice(url: string): string {
  const route = url.slice(ADMIN_BASE.length);
  return route === '' ? '/' : route;
}
