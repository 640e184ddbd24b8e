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

/**
 * The apps that show a student's pages: the family's, and the tutor's (spec §2 tutor.student,
 * `/tutor/students/{id}/…`, with the planner, sessions, contact and exams tabs).
 */
export type StudentPagesApp = FamilyApp | 'tutor';

type FamilyTab = (typeof FAMILY_TABS)[number];

/** Spec §2 tutor.student: "Children: /academic-planner, /sessions-list, /contact, /exams". */
const TUTOR_TAB_PATHS = ['academic-planner', 'sessions-list', 'contact', 'exams'] as const;
export type TutorTabPath = (typeof TUTOR_TAB_PATHS)[number];
export type TutorStudentTab = Extract<FamilyTab, { path: TutorTabPath }>;
export type FamilyOnlyTab = Exclude<FamilyTab, TutorStudentTab>;

export function isTutorStudentTab(tab: FamilyTab): tab is TutorStudentTab {
  return (TUTOR_TAB_PATHS as readonly string[]).includes(tab.path);
}

/** The tabs the tutor app shows of a student, in the family app's order. */
export const TUTOR_STUDENT_TABS: TutorStudentTab[] = FAMILY_TABS.filter(isTutorStudentTab);

/** The tabs only the family apps show (hours and pace, study areas). */
export const FAMILY_ONLY_TABS: FamilyOnlyTab[] = FAMILY_TABS.filter(
  (tab): tab is FamilyOnlyTab => !isTutorStudentTab(tab),
);

/** Where a tab of a student lives in the app. */
export function familyTabUrl(app: StudentPagesApp, studentId: number, tab = 'academic-planner') {
  return `/${app}/students/${studentId}/${tab}`;
}
