import { permissionsFromRoles, type AuthUser } from '@tp/domain';

/** One entry of the tutor app's main navigation: a route of the app, or an external page. */
export type TutorNavItem =
  | { kind: 'route'; label: string; to: string; badge?: number | null }
  | { kind: 'external'; label: string; href: string };

/**
 * The tutor shell's main navigation (spec scheduling §2 Shell): Home, the external wiki link
 * (when the deployment sets one), Schedule, the team view, and Essay Grading "only for tutors
 * who can grade essays" (spec §6: the essayGrader flag) with its badge of assigned essays.
 * Notifications and the profile menu sit beside them.
 */
export function tutorNavItems(
  user: AuthUser,
  wikiUrl: string | null,
  assignedEssays: number | null = null,
): TutorNavItem[] {
  return [
    { kind: 'route', label: 'Home', to: '/tutor/dashboard' },
    ...(wikiUrl ? [{ kind: 'external' as const, label: 'Wiki', href: wikiUrl }] : []),
    { kind: 'route', label: 'Schedule', to: '/tutor/schedule' },
    { kind: 'route', label: 'Team', to: '/tutor/team' },
    ...(user.flags?.essayGrader
      ? [
          {
            kind: 'route' as const,
            label: 'Essay Grading',
            to: '/tutor/essay-grading',
            badge: assignedEssays,
          },
        ]
      : []),
  ];
}

/** Spec §6: "The Admin Dashboard link needs the ADMIN permission." */
export function hasAdminDashboard(user: AuthUser): boolean {
  return permissionsFromRoles(user.roles).includes('ADMIN');
}
