/**
 * Component tests without React's owner stacks.
 *
 * React's development build records, for every element it creates, where it was created: an
 * `Error` (its stack) and a `console.createTask`, up to 10,000 elements a second. They only
 * enrich the component stacks React prints beside its warnings. In the component tests, whose
 * pages create hundreds of thousands of elements, that was about a fifth of the CPU time. React
 * counts the recorded stacks on its shared internals and stops recording past its limit; this
 * makes the count read as always past it, so elements get React's "unknown owner" stack. The
 * warnings themselves, and everything a test can observe, stay as they are.
 */
interface ReactWithInternals {
  __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: object;
}

const PAST_THE_LIMIT = Number.MAX_SAFE_INTEGER;

/** Once per React module (the setup file passes the `react` its app renders with). */
export function skipReactOwnerStacks(react: object): void {
  const internals = (react as ReactWithInternals)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  // A production build has no such count: nothing to skip.
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => PAST_THE_LIMIT,
    // React resets the count to 0 each second and adds one per element: both are ignored.
    set: () => {},
  });
}
