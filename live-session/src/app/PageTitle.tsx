import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const APP_TITLE = 'Tutoring Platform';

/** A route's `handle`: the title it adds to the page title chain. */
export interface RouteHandle {
  title?: string;
}

function titleOf(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return null;
  const { title } = handle as RouteHandle;
  return title ?? null;
}

/** Sets the document title to the chain of the matched routes' titles joined with '>' (spec: sign-in §2). */
export function PageTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => titleOf(match.handle))
    .filter((t): t is string => Boolean(t))
    .join(' > ');
  useEffect(() => {
    document.title = title || APP_TITLE;
  }, [title]);
  return null;
}
