import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { HomeRedirect } from '../features/auth/HomeRedirect.tsx';
import { RequireRole } from '../features/auth/RequireRole.tsx';
import { familyRoutes } from '../features/family/family-routes.tsx';
import { tutorStudentRoute } from '../features/tutor-student/tutor-student-routes.tsx';
import { AccountLayout } from '../features/account/AccountLayout.tsx';
import type { EmailRequestKind } from '../features/account/EmailRequestPage.tsx';
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

/*
 * Each screen is its own chunk, downloaded when its route is first opened (a route's `lazy`):
 * the sign-in page loads the sign-in form, not the calendar, the session screen or the planner.
 */
const emailRequestPage = (kind: EmailRequestKind) => async () => {
  const { EmailRequestPage } = await import('../features/account/EmailRequestPage.tsx');
  return { element: <EmailRequestPage kind={kind} /> };
};

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
          {
            path: 'login/:language',
            lazy: async () => ({
              Component: (await import('../features/auth/LoginPage.tsx')).LoginPage,
            }),
            handle: title('Sign in'),
          },
          {
            path: 'logout',
            lazy: async () => ({
              Component: (await import('../features/auth/LogoutPage.tsx')).LogoutPage,
            }),
            handle: title('Sign out'),
          },
          {
            path: 'secret',
            lazy: emailRequestPage('secret'),
            handle: title('Password instructions'),
          },
          {
            path: 'secret/reset',
            lazy: async () => ({
              Component: (await import('../features/account/ResetPasswordPage.tsx'))
                .ResetPasswordPage,
            }),
            handle: title('Password reset'),
          },
          {
            path: 'setup',
            lazy: async () => ({
              Component: (await import('../features/account/SetupPage.tsx')).SetupPage,
            }),
            handle: title('Account setup'),
          },
          {
            path: 'verification',
            lazy: emailRequestPage('verification'),
            handle: title('Resend confirmation'),
          },
          {
            path: 'unlock',
            lazy: emailRequestPage('unlock'),
            handle: title('Unlock account'),
          },
          {
            path: 'success',
            lazy: async () => ({
              Component: (await import('../features/account/SuccessPage.tsx')).SuccessPage,
            }),
            handle: title('Account'),
          },
          {
            path: 'spoof/:target',
            lazy: async () => ({
              Component: (await import('../features/spoof/StartSpoofPage.tsx')).StartSpoofPage,
            }),
            handle: title('Spoof'),
          },
        ],
      },
      // The spec's exam paths (sign-in-exams §2), whatever app the signed-in user has.
      {
        path: 'exams/transcripts',
        lazy: async () => ({
          Component: (await import('../features/exams/ExamTranscriptsRedirect.tsx'))
            .ExamTranscriptsRedirect,
        }),
        handle: title('Exams'),
      },
      {
        path: 'practice-exam/:subject',
        lazy: async () => {
          const { PracticeExamPage } = await import('../features/exams/PracticeExamPage.tsx');
          return {
            element: (
              <RequireSignIn>
                <PracticeExamPage />
              </RequireSignIn>
            ),
          };
        },
        handle: title('Practice exam'),
      },
      { path: 'essay-grading', element: <Navigate to="/tutor/essay-grading" replace /> },
      {
        // The built-in exams service's grading screen: the Essay Grading page frames it.
        path: 'essay-grading/screen',
        lazy: async () => {
          const { GradingScreen } = await import('../features/essay-grading/GradingScreen.tsx');
          return {
            element: (
              <RequireSignIn>
                <GradingScreen />
              </RequireSignIn>
            ),
          };
        },
        handle: title('Essay grading'),
      },
      {
        path: 'tutor',
        lazy: async () => {
          const { TutorFrame } = await import('../features/spoof/TutorFrame.tsx');
          return {
            element: (
              <RequireRole role="tutor" signsOutOthers>
                <TutorFrame />
              </RequireRole>
            ),
          };
        },
        handle: title('Tutor'),
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          {
            // The tutor's home (spec §2 tutor.dashboard): the bare path picks a tab.
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/DashboardPage.tsx')).DashboardPage,
            }),
            handle: title('Dashboard'),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/dashboard/DashboardRedirect.tsx'))
                    .DashboardRedirect,
                }),
              },
              {
                path: 'students',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/StudentsTab.tsx')).StudentsTab,
                }),
              },
              {
                path: 'courses',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/CoursesTab.tsx')).CoursesTab,
                }),
              },
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
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/profile/ProfilePage.tsx')).ProfilePage,
            }),
            handle: title('My profile'),
          },
          {
            // Spec §2 /profile/targets: the targets table and chart.
            path: 'profile/targets',
            lazy: async () => ({
              Component: (await import('../features/targets/TargetsPage.tsx')).TargetsPage,
            }),
            handle: title('My targets'),
          },
          {
            path: 'team',
            lazy: async () => ({
              Component: (await import('../features/team/TeamPage.tsx')).TeamPage,
            }),
            handle: title('Team'),
          },
          {
            path: 'profile/reviews',
            lazy: async () => ({
              Component: (await import('../features/reviews/ReviewsPage.tsx')).ReviewsPage,
            }),
            handle: title('My reviews'),
          },
          {
            path: 'profile/work-log',
            lazy: async () => ({
              Component: (await import('../features/work-log/WorkLogPage.tsx')).WorkLogPage,
            }),
            handle: title('Work log'),
          },
          {
            // Spec §2 tutor.session: the session in progress (`?launch=true` opens the meeting).
            path: 'sessions/:sessionId',
            lazy: async () => ({
              Component: (await import('../features/session/SessionPage.tsx')).SessionPage,
            }),
            handle: title('Session'),
          },
          {
            // Spec sign-in-exams §2: the navigation's Essay Grading, for essay graders.
            path: 'essay-grading',
            lazy: async () => ({
              Component: (await import('../features/essay-grading/EssayGradingPage.tsx'))
                .EssayGradingPage,
            }),
            handle: title('Essay Grading'),
          },
          // Spec §2 tutor.student: the family app's tabs of one of the tutor's students.
          tutorStudentRoute,
          {
            // Spec §2 tutor.messages: loads the message, then goes on (or home with a toast).
            path: 'messages/:messageId',
            lazy: async () => ({
              Component: (await import('../features/messages/MessageRedirect.tsx')).MessageRedirect,
            }),
            handle: title('Message'),
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
      {
        // Spec §2: the points board, a popup on a classroom screen, outside the app's shell.
        path: 'check-in/:sessionId',
        lazy: async () => {
          const { CheckInBoardPage } = await import('../features/check-in/CheckInBoardPage.tsx');
          return {
            element: (
              <RequireSignIn>
                <CheckInBoardPage />
              </RequireSignIn>
            ),
          };
        },
        handle: title('Check-In'),
      },
      familyRoutes('student'),
      familyRoutes('parent'),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
