import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { HomeRedirect } from '../features/auth/HomeRedirect.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { LogoutPage } from '../features/auth/LogoutPage.tsx';
import { RequireRole } from '../features/auth/RequireRole.tsx';
import { RolePlaceholderPage } from '../features/placeholder/RolePlaceholderPage.tsx';
import { TutorShell } from '../features/shell/TutorShell.tsx';
import { PageTitle, type RouteHandle } from './PageTitle.tsx';

function RootLayout() {
  return (
    <>
      <PageTitle />
      <Outlet />
    </>
  );
}

/** `/login` keeps its query (redirectTo, message) on the way to the English sign-in. */
function DefaultLanguageLogin() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/login/en', search }} replace />;
}

const title = (text: string): RouteHandle => ({ title: text });

/** Every route of the live-session app (spec: sign-in §2, scheduling §2). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'login', element: <DefaultLanguageLogin /> },
      { path: 'login/:language', element: <LoginPage />, handle: title('Sign in') },
      { path: 'logout', element: <LogoutPage />, handle: title('Sign out') },
      {
        path: 'tutor',
        element: (
          <RequireRole role="tutor">
            <TutorShell />
          </RequireRole>
        ),
        handle: title('Tutor'),
        children: [
          { index: true, element: <Navigate to="schedule" replace /> },
          {
            path: 'schedule',
            // The calendar is the heaviest screen: loaded when first opened, not with sign-in.
            lazy: async () => ({
              Component: (await import('../features/schedule/SchedulePage.tsx')).SchedulePage,
            }),
            handle: title('Schedule'),
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
      {
        path: 'student/*',
        element: (
          <RequireRole role="student">
            <RolePlaceholderPage appName="Student planner" />
          </RequireRole>
        ),
        handle: title('Student'),
      },
      {
        path: 'parent/*',
        element: (
          <RequireRole role="parent">
            <RolePlaceholderPage appName="Parent planner" />
          </RequireRole>
        ),
        handle: title('Parent'),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
