/** The back-office's base path; the router's basename. */
export const ADMIN_BASE = '/admin';

/**
 * The sign-in page's full path. react-admin navigates to an auth provider's redirect
 * verbatim, so it must carry the basename.
 */
export const ADMIN_LOGIN_PATH = `${ADMIN_BASE}/login`;

/** Whether a home URL is a page of this app (so the router can go there without a reload). */
export function isBackofficeUrl(url: string): boolean {
  return url === ADMIN_BASE || url.startsWith(`${ADMIN_BASE}/`);
}
