/** An origin no address of this site has: what a redirect resolves against to tell if it leaves. */
const SITE = 'https://this-site.invalid';

/**
 * A redirect target as the path, query and hash it names on this site, or null when it would
 * leave the site. Read the way the browser reads it: `//host`, `/\host` and `/<tab>/host` (the
 * browser drops tabs and line breaks from an address) all name another host.
 */
function localTarget(target: string): string | null {
  if (!target.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return null;
  }
  return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Where sign-in leads (spec: sign-in §2): to `redirectTo`, unless it mentions logout (which
 * would sign the user straight out again) or leaves the site; otherwise to the user's home.
 * The stand-alone sign-in page loads that address, so it must never name another site.
 */
export function afterSignInUrl(redirectTo: string | null, homeUrl: string): string {
  const target = redirectTo ? localTarget(redirectTo) : null;
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
