/** A heading of the back-office menu and the resources under it, in the order shown. */
export interface MenuGroup {
  id: string;
  label: string;
  resources: readonly string[];
}

/**
 * The menu as staff think of the business. Entries name resources: one appears when its
 * `<Resource>` is declared with a list and the user may list it, so a resource added later
 * only needs its name here (a resource named nowhere lands under "More").
 */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    id: 'catalogue',
    label: 'Catalogue',
    resources: ['courses', 'enrollments', 'brands', 'subjects', 'tiers'],
  },
  {
    id: 'people',
    label: 'People',
    resources: [
      'students',
      // Parents and leads: one list with a tab each.
      'parents',
      'tutors',
      'tutoring_histories',
      'employees',
      'teams',
    ],
  },
  // Lead sources hold the schools too (a type of lead source).
  { id: 'crm', label: 'CRM', resources: ['lead_sources'] },
  {
    id: 'operations',
    label: 'Operations',
    resources: ['sessions', 'shipments', 'reviews', 'payroll_items'],
  },
  { id: 'money', label: 'Money', resources: ['payments', 'refund_requests', 'coupons'] },
];

/** Where the listable resources no group names go, so none is ever unreachable. */
export const OTHER_GROUP: MenuGroup = { id: 'more', label: 'More', resources: [] };

/**
 * The groups with the resources this user can open: declared with a list page (`listable`)
 * and allowed (`canList`), in the groups' order; empty groups are left out. Listable
 * resources no group names follow under "More" in their declaration order.
 */
export function visibleMenuGroups(
  listable: readonly string[],
  canList: (resource: string) => boolean,
  groups: readonly MenuGroup[] = MENU_GROUPS,
): MenuGroup[] {
  const shown = new Set(listable.filter(canList));
  const named = new Set(groups.flatMap((group) => group.resources));
  const other = {
    ...OTHER_GROUP,
    resources: listable.filter((r) => shown.has(r) && !named.has(r)),
  };
  return [...groups, other]
    .map((group) => ({ ...group, resources: group.resources.filter((r) => shown.has(r)) }))
    .filter((group) => group.resources.length > 0);
}
