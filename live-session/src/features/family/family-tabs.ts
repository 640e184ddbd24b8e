/**
 * The family app's tabs under /{app}/students/{studentId}/ (spec §2 {app}.session.student);
 * `short` is what a phone shows (the tab's accessible name stays the label).
 */
export const FAMILY_TABS = [
  { path: 'academic-planner', label: 'Academic planner', short: 'Planner' },
  { path: 'sessions-list', label: 'Sessions', short: 'Sessions' },
  { path: 'hours', label: 'Hours & pace', short: 'Hours' },
  { path: 'study-areas', label: 'Study areas', short: 'Study' },
  { path: 'contact', label: 'Contact', short: 'Contact' },
  { path: 'exams', label: 'Exams', short: 'Exams' },
] as const;

export type FamilyApp = 'student' | 'parent';

/** Where a family tab of a student lives. */
export function familyTabUrl(app: FamilyApp, studentId: number, tab = 'academic-planner') {
  return `/${app}/students/${studentId}/${tab}`;
}
