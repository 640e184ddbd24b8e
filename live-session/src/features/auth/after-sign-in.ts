/** Whether a redirect target stays on this site: a path, not `//host` or `https://...`. */
function isLocalPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/**
 * Where sign-in leads (spec: sign-in §2): to `redirectTo`, unless it mentions logout (which
 * would sign the user straight out again) or leaves the site; otherwise to the user's home.
 */
export function afterSignInUrl(redirectTo: string | null, homeUrl: string): string {
  if (redirectTo && isLocalPath(redirectTo) && !redirectTo.includes('logout')) return redirectTo;
  return homeUrl;
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
