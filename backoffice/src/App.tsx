import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource, type ResourceProps } from 'react-admin';
// The same entry react-admin imports: react-router ships CJS and ESM builds, and a router
// from the other one would be invisible to <Admin>.
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import type { AppAuthProvider, AppDataProvider, ListRequest } from '@tp/data-provider';
import { backofficeDarkTheme, backofficeLightTheme } from '@tp/ui';
import { ADMIN_BASE } from './auth/homeUrl.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { leadSources } from './lead-sources/index.ts';
import { sessionTypes } from './session-types/index.ts';
import { brands } from './brands/index.ts';
import { coupons } from './coupons/index.ts';
import { COURSE_LIST_FIRST_PAGE, courses } from './courses/index.ts';
import { enrollments } from './enrollments/index.ts';
import { employees } from './employees/index.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import {
  browserRealtime,
  RealtimeProvider,
  type RealtimeConnector,
} from './realtime/RealtimeConnection.tsx';
import { INBOX_ROUTE } from './inbox/inboxRoute.ts';
import { CatalogueNotification } from './layout/CatalogueNotification.tsx';
import { lazyScreen, preloadScreenAt } from './lazyScreen.ts';
import { defaultBackofficeProviders } from './providers.ts';
import { createBackofficeQueryClient, seedListPage } from './queryClient.ts';
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

/**
 * Every resource, in the order the menu's "More" group lists those no group names: its pages
 * (each its own chunk, see lazyScreen.ts) and options, or nothing for one only read through
 * others. One list for `<Admin>` and for the preload of the page the address opens.
 */
const RESOURCES: Readonly<Record<string, Omit<ResourceProps, 'name'>>> = {
  courses,
  enrollments,
  brands,
  subjects,
  tiers,
  shipments,
  reviews,
  teams,
  parents,
  lead_sources: leadSources,
  session_types: sessionTypes,
  payroll_items: payrollItems,
  payments,
  refund_requests: refundRequests,
  coupons,
  tutors,
  employees,
  histories: {},
  messages: {},
  sessions,
  students,
  tutoring_histories: tutoringHistories,
  inbox_activities: {},
  contact_histories: {},
};

const Dashboard = lazyScreen(() => import('./dashboard/Dashboard.tsx'), 'Dashboard');
const InboxPage = lazyScreen(() => import('./inbox/InboxPage.tsx'), 'InboxPage');
const SignInPage = lazyScreen(() => import('./auth/SignInPage.tsx'), 'SignInPage');

/**
 * Starts downloading the page at `path` (the address the browser opened) while the shell
 * starts, so that its code arrives beside the sign-in check and the first API calls rather
 * than after them (main.tsx calls it before rendering).
 */
export function preloadLandingScreen(path: string): void {
  preloadScreenAt(path, ADMIN_BASE, RESOURCES, Dashboard);
}

/** The lists a page may open on, with their first page as their screens ask it (no filter). */
const FIRST_PAGES: Readonly<Record<string, ListRequest>> = { courses: COURSE_LIST_FIRST_PAGE };

/**
 * Asks, as the page starts, what it would otherwise ask only once rendered, one step after the
 * other: who is signed in (react-admin renders nothing before) and, on a list's address
 * without params, that list's first page. Answers which list it asked, for tests. The list
 * asks its own page again if it is not the one asked (params a user left in the list's store).
 */
export function askLandingData(
  location: Pick<Location, 'pathname' | 'search'>,
  { dataProvider, authProvider }: BackofficeProviders = defaultBackofficeProviders(),
  queryClient?: QueryClient,
): string | undefined {
  authProvider.getAuthUser().catch(() => undefined);
  const prefix = `${ADMIN_BASE}/`;
  if (!location.pathname.startsWith(prefix) || location.search !== '') return undefined;
  const resource = location.pathname.slice(prefix.length).replace(/\/$/, '');
  const firstPage = Object.hasOwn(FIRST_PAGES, resource) ? FIRST_PAGES[resource] : undefined;
  if (!firstPage) return undefined;
  const page = dataProvider.prefetchList(resource, firstPage);
  if (queryClient)
    void page.then((answer) => answer && seedListPage(queryClient, resource, firstPage, answer));
  return resource;
}

export interface AppProps {
  /** Defaults to the API's provider; tests and stories pass their own. */
  dataProvider?: AppDataProvider;
  authProvider?: AppAuthProvider;
  /**
   * The realtime connection the inbox badge listens on; defaults to the browser's (pusher-js),
   * none in component tests (the badge then refreshes on its own).
   */
  realtime?: RealtimeConnector | null;
  /** react-admin's query cache; main.tsx passes the one askLandingData fills. */
  queryClient?: QueryClient;
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
            <BackofficeAdmin {...providers} queryClient={props.queryClient} />
          </RealtimeProvider>
        ),
      },
      { path: '*', element: <Navigate to={ADMIN_BASE} replace /> },
    ]),
  );
  return <RouterProvider router={router} useTransitions={false} />;
}

function BackofficeAdmin({
  dataProvider,
  authProvider,
  queryClient: given,
}: BackofficeProviders & { queryClient?: QueryClient }) {
  // One per app: react-admin's own, but it forgets abandoned permission checks (queryClient.ts).
  const [queryClient] = useState(() => given ?? createBackofficeQueryClient());
  return (
    <Admin
      queryClient={queryClient}
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
      {Object.entries(RESOURCES).map(([name, resource]) => (
        <Resource key={name} name={name} {...resource} />
      ))}
      <CustomRoutes>
        {schedulingRoutes}
        <Route key="inbox" path={INBOX_ROUTE} element={<InboxPage />} />
      </CustomRoutes>
    </Admin>
  );
}

function resolveProviders({ dataProvider, authProvider }: AppProps): BackofficeProviders {
  if (dataProvider && authProvider) return { dataProvider, authProvider };
  const defaults = defaultBackofficeProviders();
  return {
    dataProvider: dataProvider ?? defaults.dataProvider,
    authProvider: authProvider ?? defaults.authProvider,
  };
}
