/**
 * The addresses of the stand-alone sign-in page (spec: sign-in §2, `/login/{language}`):
 * `/login` and `/login/{language}`, with or without a trailing slash. The server, the apps'
 * development server and the tests' static server all answer these with the page.
 */
const SIGN_IN_PAGE_PATH = /^\/login(\/[^/]*)?\/?$/;

/** Whether a path (no query) is one of the sign-in page's addresses. */
export function isSignInPagePath(pathname: string): boolean {
  return SIGN_IN_PAGE_PATH.test(pathname);
}

/** The address the page shows: `/login` is the English sign-in (spec: sign-in §2). */
export function signInPathOf(pathname: string): string {
  return pathname.replace(/\/+$/, '') === '/login' ? '/login/en' : pathname;
}

/**
 * `/login/{language}`'s language as written (`/login/es` → es), or undefined for `/login` and
 * for a segment that is no text (a malformed escape): the page is then in English.
 */
export function loginRouteLanguage(pathname: string): string | undefined {
  const segment = pathname.split('/')[2];
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
