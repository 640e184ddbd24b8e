import { useState } from 'react';
import { Admin, Resource } from 'react-admin';
import type { DataProvider } from 'react-admin';
import type { SessionAuthProvider } from './auth/sessionAuthProvider.ts';
import { SignInPage } from './auth/SignInPage.tsx';
import { brands } from './brands/index.ts';
import { courses } from './courses/index.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { CatalogueNotification } from './layout/CatalogueNotification.tsx';
import { createBackofficeProviders } from './providers.ts';
import type { BackofficeProviders } from './providers.ts';
import { subjects } from './subjects/index.ts';

export interface AppProps {
  /** Defaults to the API's provider; tests and stories pass their own. */
  dataProvider?: DataProvider;
  authProvider?: SessionAuthProvider;
}

/**
 * The back-office. Every resource and custom route is declared here; the menu lists the
 * resources that have a list page. `sessions` has no page of its own yet: it is declared
 * so the course page can reference it.
 */
export function App(props: AppProps) {
  // Built once: react-admin must keep the same providers for the app's lifetime.
  const [providers] = useState(() => resolveProviders(props));

  return (
    <Admin
      basename="/admin"
      title="Back office"
      disableTelemetry
      requireAuth
      dataProvider={providers.dataProvider}
      authProvider={providers.authProvider}
      loginPage={SignInPage}
      layout={AppLayout}
      notification={CatalogueNotification}
    >
      <Resource name="courses" {...courses} />
      <Resource name="brands" {...brands} />
      <Resource name="subjects" {...subjects} />
      <Resource name="sessions" />
    </Admin>
  );
}

function resolveProviders({ dataProvider, authProvider }: AppProps): BackofficeProviders {
  if (dataProvider && authProvider) return { dataProvider, authProvider };
  const defaults = createBackofficeProviders();
  return {
    dataProvider: dataProvider ?? defaults.dataProvider,
    authProvider: authProvider ?? defaults.authProvider,
  };
}
