/** The family app's tabs under /{app}/students/{studentId}/ (spec §2 {app}.session.student). */
export const FAMILY_TABS = [
  { path: 'academic-planner', label: 'Academic planner' },
  { path: 'sessions-list', label: 'Sessions' },
  { path: 'hours', label: 'Hours & pace' },
  { path: 'study-areas', label: 'Study areas' },
  { path: 'contact', label: 'Contact' },
  { path: 'exams', label: 'Exams' },
] as const;

export type FamilyApp = 'student' | 'parent';

/** Where a family tab of a student lives. */
export function familyTabUrl(app: FamilyApp, studentId: number, tab = 'academic-planner') {
  return `/${app}/students/${studentId}/${tab}`;
}
