import { hasRole, type Role } from '@tp/domain';

/** The dashboard's cards; each reads one thing (see the components of the same names). */
export type DashboardCardId =
  | 'unstaffedSessions'
  | 'leadsToCall'
  | 'payrollToReview'
  | 'shipmentsToSend'
  | 'reviewsToFeature'
  | 'lowRatings'
  | 'tutorsToSpoof';

/**
 * What each role needs first when it opens the back-office, most urgent first. A card whose
 * resource the user may not list hides itself, so this says what matters, not who may see it.
 */
export const CARDS_BY_ROLE: Partial<Record<Role, readonly DashboardCardId[]>> = {
  admin: ['unstaffedSessions', 'payrollToReview', 'leadsToCall', 'shipmentsToSend'],
  advisor: ['leadsToCall', 'unstaffedSessions', 'shipmentsToSend'],
  academic_advisor: ['leadsToCall', 'unstaffedSessions'],
  director_of_academic_advising: ['leadsToCall', 'unstaffedSessions'],
  crm: ['leadsToCall'],
  instruction_manager: ['unstaffedSessions', 'payrollToReview', 'reviewsToFeature'],
  manager: ['unstaffedSessions', 'payrollToReview'],
  hr: ['payrollToReview'],
  // A faculty leader reads only their own sessions, so today's coverage is not theirs to see.
  faculty_leader: ['tutorsToSpoof', 'lowRatings'],
  operations: ['unstaffedSessions', 'shipmentsToSend'],
};

/** Staff with none of the roles above still see whether today is covered. */
const FALLBACK_CARDS: readonly DashboardCardId[] = ['unstaffedSessions'];

/** The cards for a user's roles: every role's, once each, in the order of the table above. */
export function dashboardCardsFor(roles: readonly string[]): DashboardCardId[] {
  const cards = new Set<DashboardCardId>();
  for (const [role, ids] of Object.entries(CARDS_BY_ROLE)) {
    if (hasRole(roles, role as Role)) ids.forEach((id) => cards.add(id));
  }
  return cards.size > 0 ? [...cards] : [...FALLBACK_CARDS];
}
