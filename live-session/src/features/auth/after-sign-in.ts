import { sameOriginPath } from '@tp/data-provider';

/**
 * Where sign-in leads (spec: sign-in §2): to `redirectTo`, unless it mentions logout (which
 * would sign the user straight out again) or leaves the site; otherwise to the user's home.
 * The stand-alone sign-in page loads that address, so it must never name another site.
 */
export function afterSignInUrl(redirectTo: string | null, homeUrl: string): string {
  // A path of this site only: not `//host` nor `/\host`, and no tab or line break, which the
  // browser drops from an address (`/<tab>/host` is `//host`).
  const target = sameOriginPath(redirectTo);
  if (target && !mentionsLogout(target)) return target;
  return homeUrl;
}

/** Whether an address mentions logout, also percent-encoded (the router decodes paths). */
function mentionsLogout(target: string): boolean {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // A malformed escape is left as written; the raw text is still checked.
  }
  return target.includes('logout') || decoded.toLowerCase().includes('logout');
}

/** The back-office is another app at /admin: reaching it takes a full page load. */
export function isOtherApp(url: string): boolean {
  return (
    url === '/admin' ||
    url.startsWith('/admin/') ||
    url.startsWith('/admin?') ||
    url.startsWith('/admin#')
  );
}
