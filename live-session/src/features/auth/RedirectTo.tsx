import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from './FullPageSpinner.tsx';
import { isOtherApp } from './after-sign-in.ts';

/** Goes to a URL of this app by navigation, or of the back-office by a full page load. */
export function RedirectTo({ url }: { url: string }) {
  const isExternal = isOtherApp(url);
  useEffect(() => {
    if (isExternal) window.location.assign(url);
  }, [isExternal, url]);
  if (isExternal) return <FullPageSpinner label="Redirecting…" />;
  return <Navigate to={url} replace />;
}
