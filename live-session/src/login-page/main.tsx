import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpClient, currentSpoofTarget } from '@tp/data-provider';
import { signInPathOf } from '@tp/domain';
import { prefetchAppFiles } from './app-files.ts';
import { StandaloneLoginPage } from './StandaloneLoginPage.tsx';

/** The sign-in's address, `/login` shown as `/login/en` with its query kept. */
function signInPath(location: Location): string {
  const pathname = signInPathOf(location.pathname);
  if (pathname !== location.pathname)
    window.history.replaceState(null, '', `${pathname}${location.search}${location.hash}`);
  return pathname;
}

/** The mocked mode builds no login.html (vite.config.ts): this page always has the real API. */
function start() {
  const pathname = signInPath(window.location);
  const root = document.getElementById('root');
  if (!root) throw new Error('login.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <StandaloneLoginPage
        httpClient={createHttpClient({ getSpoof: currentSpoofTarget })}
        pathname={pathname}
        search={window.location.search}
      />
    </StrictMode>,
  );
  prefetchAppFiles(document, window);
}

start();
