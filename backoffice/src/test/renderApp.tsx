import { render } from '@testing-library/react';
import { createAuthProvider, createDataProvider, createHttpClient } from '@tp/data-provider';
import { App } from '../App.tsx';
import { ADMIN_LOGIN_PATH } from '../auth/homeUrl.ts';

/** The whole back-office at `path` (e.g. `/admin/courses`) over the real providers. */
export function renderApp(path: string) {
  window.history.replaceState({}, '', path);
  // Node's fetch needs absolute URLs; the page's origin is what the browser would use.
  const httpClient = createHttpClient({ baseUrl: window.location.origin });
  return render(
    <App
      dataProvider={createDataProvider({ apiUrl: '/api/v2', httpClient })}
      authProvider={createAuthProvider({ httpClient, loginPath: ADMIN_LOGIN_PATH })}
    />,
  );
}
