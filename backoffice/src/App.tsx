import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
// The same entry react-admin imports: react-router ships CJS and ESM builds, and a router
// from the other one would be invisible to <Admin>.
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import type { AppAuthProvider, AppDataProvider } from '@tp/data-provider';
import { backofficeDarkTheme, backofficeLightTheme } from '@tp/ui';
import { ADMIN_BASE } from './auth/homeUrl.ts';
import { SignInPage } from './auth/SignInPage.tsx';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { leadSources } from './lead-sources/index.ts';
import { sessionTypes } from './session-types/index.ts';
import { brands } from './brands/index.ts';
import { coupons } from './coupons/index.ts';
import { courses } from './courses/index.ts';
import { enrollments } from './enrollments/index.ts';
import { employees } from './employees/index.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import {
  browserRealtime,
  RealtimeProvider,
  type RealtimeConnector,
} from './realtime/RealtimeConnection.tsx';
import { InboxPage } from './inbox/InboxPage.tsx';
import { INBOX_ROUTE } from './inbox/inboxRoute.ts';
import { CatalogueNotification } from './layout/CatalogueNotification.tsx';
import { createBackofficeProviders } from './providers.ts';
import { parents } from './parents/index.ts';
import { payrollItems } from './payroll/index.ts';
import { payments, refundRequests } from './refunds/index.ts';
import { reviews } from './reviews/index.ts';
import { schedulingRoutes } from './scheduling/schedulingRoutes.tsx';
import { sessions } from './sessions/index.ts';
import type { BackofficeProviders } from './providers.ts';
import { shipments } from './shipments/index.ts';
import { students, tutoringHistories } from './students/index.ts';
import { subjects } from './subjects/index.ts';
import { teams } from './teams/index.ts';
import { tiers } from './tiers/index.ts';
import { tutors } from './tutors/index.ts';

export interface AppProps {
  /** Defaults to the API's provider; tests and stories pass their own. */
  dataProvider?: AppDataProvider;
  authProvider?: AppAuthProvider;
  /**
   * The realtime connection the inbox badge listens on; defaults to the browser's (pusher-js),
   * none in component tests (the badge then refreshes on its own).
   */
  realtime?: RealtimeConnector | null;
}

/**
 * The back-office. Every resource and custom route is declared here; the menu groups the
 * resources that have a list page (layout/menuGroups.ts); the dashboard is the home page.
 */
export function App(props: AppProps) {
  // Built once: react-admin must keep the same providers for the app's lifetime.
  const [providers] = useState(() => resolveProviders(props));
  const [realtime] = useState<RealtimeConnector | null>(() =>
    props.realtime !== undefined
      ? props.realtime
      : import.meta.env.MODE === 'test'
        ? null
        : browserRealtime(),
  );

  // react-admin's own router would be a HashRouter; the back-office has real paths under
  // /admin (react-admin's documented sub-path set-up: a browser router, a splat route and the
  // basename on <Admin> so its links are built under /admin). A data router, so forms can
  // block a navigation that would lose unsaved changes (react-admin's warnWhenUnsavedChanges
  // needs one). Navigations are not transitions, as in react-admin's own router: its sign-out
  // resets its queries right after navigating, which would keep interrupting a transition to
  // the sign-in page forever.
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: `${ADMIN_BASE}/*`,
        element: (
          <RealtimeProvider connector={realtime}>
            <BackofficeAdmin {...providers} />
          </RealtimeProvider>
        ),
      },
      { path: '*', element: <Navigate to={ADMIN_BASE} replace /> },
    ]),
  );
  return <RouterProvider router={router} useTransitions={false} />;
}

function BackofficeAdmin({ dataProvider, authProvider }: BackofficeProviders) {
  return (
    <Admin
      basename={ADMIN_BASE}
      title="Back office"
      disableTelemetry
      requireAuth
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={SignInPage}
      layout={AppLayout}
      dashboard={Dashboard}
      theme={backofficeLightTheme}
      darkTheme={backofficeDarkTheme}
      notification={CatalogueNotification}
    >
      <Resource name="courses" {...courses} />
      <Resource name="enrollments" {...enrollments} />
      <Resource name="brands" {...brands} />
      <Resource name="subjects" {...subjects} />
      <Resource name="tiers" {...tiers} />
      <Resource name="shipments" {...shipments} />
      <Resource name="reviews" {...reviews} />
      <Resource name="teams" {...teams} />
      <Resource name="parents" {...parents} />
      <Resource name="lead_sources" {...leadSources} />
      <Resource name="session_types" {...sessionTypes} />
      <Resource name="payroll_items" {...payrollItems} />
      <Resource name="payments" {...payments} />
      <Resource name="refund_requests" {...refundRequests} />
      <Resource name="coupons" {...coupons} />
      <Resource name="tutors" {...tutors} />
      <Resource name="employees" {...employees} />
      <Resource name="histories" />
      <Resource name="messages" />
      <Resource name="sessions" {...sessions} />
      <Resource name="students" {...students} />
      <Resource name="tutoring_histories" {...tutoringHistories} />
      <Resource name="inbox_activities" />
      <Resource name="contact_histories" />
      <CustomRoutes>
        {schedulingRoutes}
        <Route key="inbox" path={INBOX_ROUTE} element={<InboxPage />} />
      </CustomRoutes>
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
