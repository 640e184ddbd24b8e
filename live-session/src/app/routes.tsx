import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { requestPasswordReset, requestUnlock, resendConfirmation } from '@tp/data-provider';
import { HomeRedirect } from '../features/auth/HomeRedirect.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { LogoutPage } from '../features/auth/LogoutPage.tsx';
import { RequireRole } from '../features/auth/RequireRole.tsx';
import { familyRoutes } from '../features/family/family-routes.tsx';
import { AccountLayout } from '../features/account/AccountLayout.tsx';
import { EmailRequestPage } from '../features/account/EmailRequestPage.tsx';
import { ResetPasswordPage } from '../features/account/ResetPasswordPage.tsx';
import { SetupPage } from '../features/account/SetupPage.tsx';
import { SuccessPage } from '../features/account/SuccessPage.tsx';
import { StartSpoofPage } from '../features/spoof/StartSpoofPage.tsx';
import { TutorFrame } from '../features/spoof/TutorFrame.tsx';
import { ProfilePage } from '../features/profile/ProfilePage.tsx';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { DashboardRedirect } from '../features/dashboard/DashboardRedirect.tsx';
import { StudentsTab } from '../features/dashboard/StudentsTab.tsx';
import { CoursesTab } from '../features/dashboard/CoursesTab.tsx';
import { SessionPage } from '../features/session/SessionPage.tsx';
import { CheckInBoardPage } from '../features/check-in/CheckInBoardPage.tsx';
import { RequireSignIn } from '../features/check-in/RequireSignIn.tsx';
import { UnsavedChangesProvider } from '../lib/UnsavedChangesProvider.tsx';
import { PageTitle, type RouteHandle } from './PageTitle.tsx';

function RootLayout() {
  return (
    <UnsavedChangesProvider>
      <PageTitle />
      <Outlet />
    </UnsavedChangesProvider>
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
      {
        // The sign-in and account screens, in the language of the route, query or user.
        element: <AccountLayout />,
        children: [
          { path: 'login/:language', element: <LoginPage />, handle: title('Sign in') },
          { path: 'logout', element: <LogoutPage />, handle: title('Sign out') },
          {
            path: 'secret',
            element: <EmailRequestPage kind="secret" send={requestPasswordReset} />,
            handle: title('Password instructions'),
          },
          {
            path: 'secret/reset',
            element: <ResetPasswordPage />,
            handle: title('Password reset'),
          },
          { path: 'setup', element: <SetupPage />, handle: title('Account setup') },
          {
            path: 'verification',
            element: <EmailRequestPage kind="verification" send={resendConfirmation} />,
            handle: title('Resend confirmation'),
          },
          {
            path: 'unlock',
            element: <EmailRequestPage kind="unlock" send={requestUnlock} />,
            handle: title('Unlock account'),
          },
          { path: 'success', element: <SuccessPage />, handle: title('Account') },
          { path: 'spoof/:target', element: <StartSpoofPage />, handle: title('Spoof') },
        ],
      },
      {
        path: 'tutor',
        element: (
          <RequireRole role="tutor" signsOutOthers>
            <TutorFrame />
          </RequireRole>
        ),
        handle: title('Tutor'),
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          {
            // The tutor's home (spec §2 tutor.dashboard): the bare path picks a tab.
            path: 'dashboard',
            element: <DashboardPage />,
            handle: title('Dashboard'),
            children: [
              { index: true, element: <DashboardRedirect /> },
              { path: 'students', element: <StudentsTab /> },
              { path: 'courses', element: <CoursesTab /> },
            ],
          },
          {
            path: 'schedule',
            // The calendar is the heaviest screen: loaded when first opened, not with sign-in.
            lazy: async () => ({
              Component: (await import('../features/schedule/SchedulePage.tsx')).SchedulePage,
            }),
            handle: title('Schedule'),
          },
          { path: 'profile', element: <ProfilePage />, handle: title('My profile') },
          {
            // Spec §2 tutor.session: the session in progress (`?launch=true` opens the meeting).
            path: 'sessions/:sessionId',
            element: <SessionPage />,
            handle: title('Session'),
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
      {
        // Spec §2: the points board, a popup on a classroom screen, outside the app's shell.
        path: 'check-in/:sessionId',
        element: (
          <RequireSignIn>
            <CheckInBoardPage />
          </RequireSignIn>
        ),
        handle: title('Check-In'),
      },
      familyRoutes('student'),
      familyRoutes('parent'),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
