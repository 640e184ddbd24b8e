import type { CourseStatus, SessionType } from '@tp/domain';
import { FRI, MON, SAT, SUN, THU, TUE, WED, utcDayOffset } from './time.ts';
import type { BrandRow, DepartmentRow, SubjectRow } from './types.ts';
import { DEMO_BRAND_RULES } from './brand-rules.ts';
import type { CourseTemplateName, MaterialName } from './course-templates.ts';

/** What the business sells: departments, brands (product definitions) and subjects. */
const DEPARTMENT_NAMES = ['Test Prep', 'Tutoring', 'Enrichment'] as const;
type DepartmentName = (typeof DEPARTMENT_NAMES)[number];

type BrandSpec = Pick<BrandRow, 'name'> &
  Partial<Omit<BrandRow, 'id' | 'departmentId' | 'createdAt'>> & {
    department: DepartmentName;
  };

const BRAND_SPECS = [
  { name: 'Private Tutoring', department: 'Tutoring', allowManualAttendance: true },
  { name: 'SAT Prep Live', department: 'Test Prep', includeScoreReports: true },
  {
    name: 'ACT Prep Live',
    department: 'Test Prep',
    includeScoreReports: true,
    includeEmployees: true,
    employeeStaffing: true,
  },
  // The brand with points: students earn points for attending (the planner shows them).
  {
    name: 'Math Achievers Club',
    department: 'Enrichment',
    includePoints: true,
    includeJointSessions: true,
  },
  // Sessions of homework help open their link 5 minutes before the start (identifier HH).
  { name: 'Homework Help', department: 'Tutoring', forceDuration: 60, identifier: 'HH' },
  // Retired product: keeps its history, sells nothing new.
  { name: 'Summer Math Camp', department: 'Enrichment', active: false },
] as const satisfies readonly BrandSpec[];
export type BrandName = (typeof BRAND_SPECS)[number]['name'];

const SUBJECT_SPECS = [
  { name: 'Pre-Algebra', categoryName: 'Math', language: 'en' },
  { name: 'Algebra I', categoryName: 'Math', language: 'en' },
  { name: 'Geometry', categoryName: 'Math', language: 'en' },
  { name: 'Algebra II', categoryName: 'Math', language: 'en' },
  { name: 'Precalculus', categoryName: 'Math', language: 'en' },
  { name: 'Statistics', categoryName: 'Math', language: 'en' },
  { name: 'SAT Math', categoryName: 'Test Prep', language: 'en' },
  { name: 'ACT Math', categoryName: 'Test Prep', language: 'en' },
  { name: 'PSAT Math', categoryName: 'Test Prep', language: 'en' },
  { name: 'SAT Reading and Writing', categoryName: 'Test Prep', language: 'en' },
  { name: 'Álgebra I', categoryName: 'Math', language: 'es' },
] as const satisfies readonly Omit<SubjectRow, 'id'>[];
export type SubjectName = (typeof SUBJECT_SPECS)[number]['name'];

export function generateDepartments(now: Date): DepartmentRow[] {
  return DEPARTMENT_NAMES.map((name, index) => ({
    id: index + 1,
    name,
    createdAt: utcDayOffset(now, -1000),
    lockVersion: 0,
  }));
}

export function generateBrands(now: Date, departments: readonly DepartmentRow[]): BrandRow[] {
  return BRAND_SPECS.map((spec: BrandSpec, index) => {
    const department = departments.find((d) => d.name === spec.department);
    if (!department) throw new Error(`Unknown department ${spec.department}`);
    return {
      id: index + 1,
      name: spec.name,
      departmentId: department.id,
      active: spec.active ?? true,
      includePoints: spec.includePoints ?? false,
      includeSessions: spec.includeSessions ?? true,
      includeStudents: spec.includeStudents ?? true,
      includeEmployees: spec.includeEmployees ?? false,
      includeJointSessions: spec.includeJointSessions ?? false,
      employeeStaffing: spec.employeeStaffing ?? false,
      includeScoreReports: spec.includeScoreReports ?? false,
      allowManualAttendance: spec.allowManualAttendance ?? false,
      forceDuration: spec.forceDuration ?? null,
      identifier: spec.identifier ?? null,
      ...DEMO_BRAND_RULES[spec.name],
      createdAt: utcDayOffset(now, -900 + index * 30),
      lockVersion: 0,
    };
  });
}

export function generateSubjects(): SubjectRow[] {
  return SUBJECT_SPECS.map((spec, index) => ({ id: index + 1, ...spec, lockVersion: 0 }));
}

/** A weekly meeting of a course, at a wall-clock time in its tutor's zone. */
export interface WeeklySlot {
  weekday: number;
  hour: number;
  minute: number;
  minutes: number;
  /** A meeting of another kind than the course's sessions (its sessions' type and name). */
  kind?: { sessionType: SessionType; name: string };
}

const slot = (weekday: number, hour: number, minute: number, minutes: number): WeeklySlot => ({
  weekday,
  hour,
  minute,
  minutes,
});

/**
 * An optional review workshop: manually attendable (spec scheduling §4), so a student on the
 * roster who won't come unreserves their place in the student app until 5 minutes before it.
 */
const reviewWorkshop = (weekday: number, hour: number, minute: number, minutes: number) => ({
  ...slot(weekday, hour, minute, minutes),
  kind: { sessionType: 'Session::ManuallyAttendable', name: 'Review workshop' } as const,
});

export interface CoursePlan {
  /** For private tutoring the student's name is appended ("Private Tutoring: Lily Brennan"). */
  title: string;
  /** Short internal code; the id is appended. */
  code: string;
  brand: BrandName;
  subject: SubjectName;
  status: CourseStatus;
  sessionType: SessionType;
  /** Index into the active tutors: 0 is tutor@demo.test, 1 is leader@demo.test. */
  tutor: number;
  /** A second tutor staffed on every session (employeesRequired 2). */
  assistant?: number;
  slots: WeeklySlot[];
  /** Weeks from this week's start the course begins (negative: already running), and its length. */
  startWeek: number;
  weeks: number;
  roster: { size: number; grades: [number, number]; demoStudent?: boolean; demoSibling?: boolean };
  /** In person at the learning center instead of online. */
  inPerson?: boolean;
  notes?: string;
  /** Each session picks its subject (the tutor sets it; Remove Subject clears it). */
  dynamicSubject?: boolean;
  /** The template the course was started from; its material, unless `material` names one. */
  template?: CourseTemplateName;
  material?: MaterialName;
}

/**
 * The course catalogue: about twenty courses across the brands. The demo tutor's courses
 * between them meet on every day of the week, so the tutor always has a session today.
 */
export const COURSE_PLANS: readonly CoursePlan[] = [
  {
    title: 'Private Tutoring',
    code: 'PT',
    template: 'Private SAT Math Tutoring',
    brand: 'Private Tutoring',
    subject: 'SAT Math',
    status: 'published',
    sessionType: 'Tutoring',
    tutor: 0,
    slots: [slot(MON, 16, 0, 60), slot(WED, 16, 0, 60)],
    startWeek: -6,
    weeks: 16,
    roster: { size: 1, grades: [11, 11], demoStudent: true },
    notes: 'Target score 700+ on SAT Math by the June test date.',
  },
  {
    title: 'Algebra I Foundations',
    code: 'MAC-ALG1',
    template: 'Algebra I Foundations',
    brand: 'Math Achievers Club',
    subject: 'Algebra I',
    status: 'published',
    sessionType: 'Course',
    tutor: 0,
    slots: [slot(TUE, 17, 0, 60), slot(THU, 17, 0, 60)],
    startWeek: -4,
    weeks: 12,
    roster: { size: 6, grades: [7, 9], demoSibling: true },
  },
  {
    title: 'SAT Math Weekend Intensive',
    code: 'SAT-WKND',
    template: 'SAT Math Weekend Intensive',
    brand: 'SAT Prep Live',
    subject: 'SAT Math',
    status: 'published',
    sessionType: 'Course',
    tutor: 0,
    // Sunday's meeting is the optional review workshop: the demo student, on the roster, has
    // one ahead to unreserve (spec §4); the brand's session types include "Review workshop".
    slots: [slot(SAT, 10, 0, 120), reviewWorkshop(SUN, 13, 0, 90)],
    startWeek: -3,
    weeks: 8,
    roster: { size: 8, grades: [10, 12], demoStudent: true },
  },
  {
    title: 'Homework Help: Algebra',
    code: 'HH-ALG',
    brand: 'Homework Help',
    subject: 'Algebra II',
    status: 'published',
    sessionType: 'Session::ManuallyAttendable',
    tutor: 0,
    slots: [slot(FRI, 15, 30, 60)],
    startWeek: -8,
    weeks: 20,
    roster: { size: 5, grades: [8, 11] },
    inPerson: true,
    dynamicSubject: true,
  },
  {
    title: 'Private Tutoring',
    code: 'PT',
    brand: 'Private Tutoring',
    subject: 'Geometry',
    status: 'published',
    sessionType: 'Tutoring',
    tutor: 0,
    slots: [slot(MON, 19, 0, 60), slot(THU, 19, 0, 60)],
    startWeek: -2,
    weeks: 10,
    roster: { size: 1, grades: [9, 10] },
  },
  {
    title: 'ACT Math Bootcamp',
    code: 'ACT-BOOT',
    template: 'ACT Math Bootcamp',
    brand: 'ACT Prep Live',
    subject: 'ACT Math',
    status: 'published',
    sessionType: 'Course',
    tutor: 1,
    assistant: 2,
    slots: [slot(TUE, 18, 0, 90), slot(THU, 18, 0, 90)],
    startWeek: -2,
    weeks: 6,
    roster: { size: 10, grades: [10, 12] },
  },
  {
    title: 'Geometry Proof Lab',
    code: 'MAC-GEO',
    material: 'Geometry Proofs Workbook',
    brand: 'Math Achievers Club',
    subject: 'Geometry',
    status: 'published',
    sessionType: 'Course',
    tutor: 1,
    slots: [slot(WED, 16, 30, 60)],
    startWeek: -5,
    weeks: 10,
    roster: { size: 7, grades: [8, 10] },
  },
  {
    title: 'SAT Math Evening Cohort',
    code: 'SAT-EVE',
    template: 'SAT Math Evening Cohort',
    brand: 'SAT Prep Live',
    subject: 'SAT Math',
    status: 'published',
    sessionType: 'Course',
    tutor: 2,
    slots: [slot(MON, 19, 0, 90), slot(WED, 19, 0, 90)],
    startWeek: -1,
    weeks: 8,
    roster: { size: 9, grades: [10, 12] },
  },
  {
    title: 'PSAT Math Kickstart',
    code: 'PSAT-KICK',
    material: 'PSAT Practice Test Book',
    brand: 'SAT Prep Live',
    subject: 'PSAT Math',
    status: 'published',
    sessionType: 'Course',
    tutor: 3,
    slots: [slot(SAT, 11, 0, 120)],
    startWeek: -2,
    weeks: 6,
    roster: { size: 8, grades: [9, 11] },
  },
  {
    title: 'Private Tutoring',
    code: 'PT',
    brand: 'Private Tutoring',
    subject: 'Algebra II',
    status: 'published',
    sessionType: 'Tutoring',
    tutor: 4,
    slots: [slot(TUE, 16, 0, 60)],
    startWeek: -10,
    weeks: 24,
    roster: { size: 1, grades: [10, 11] },
  },
  {
    title: 'Private Tutoring',
    code: 'PT',
    brand: 'Private Tutoring',
    subject: 'ACT Math',
    status: 'published',
    sessionType: 'Tutoring',
    tutor: 6,
    slots: [slot(MON, 17, 0, 60), slot(THU, 17, 0, 60)],
    startWeek: -3,
    weeks: 8,
    roster: { size: 1, grades: [11, 12] },
  },
  {
    title: 'Private Tutoring',
    code: 'PT',
    brand: 'Private Tutoring',
    subject: 'Precalculus',
    status: 'published',
    sessionType: 'Tutoring',
    tutor: 10,
    slots: [slot(WED, 16, 0, 90)],
    startWeek: -4,
    weeks: 12,
    roster: { size: 1, grades: [11, 12] },
  },
  {
    title: 'Pre-Algebra Jumpstart',
    code: 'MAC-PRE',
    brand: 'Math Achievers Club',
    subject: 'Pre-Algebra',
    status: 'published',
    sessionType: 'Course',
    tutor: 7,
    slots: [slot(MON, 15, 30, 60), slot(WED, 15, 30, 60)],
    startWeek: -3,
    weeks: 10,
    roster: { size: 6, grades: [6, 7] },
  },
  {
    title: 'ACT Math Sprint',
    code: 'ACT-SPRINT',
    brand: 'ACT Prep Live',
    subject: 'ACT Math',
    status: 'published',
    sessionType: 'Course',
    tutor: 5,
    assistant: 8,
    slots: [slot(SAT, 9, 0, 120)],
    startWeek: 0,
    weeks: 4,
    roster: { size: 8, grades: [11, 12] },
  },
  {
    title: 'Álgebra I en español',
    code: 'MAC-ALG1-ES',
    brand: 'Math Achievers Club',
    subject: 'Álgebra I',
    status: 'published',
    sessionType: 'Course',
    tutor: 11,
    slots: [slot(THU, 16, 0, 60)],
    startWeek: -2,
    weeks: 10,
    roster: { size: 5, grades: [7, 9] },
  },
  {
    title: 'Homework Help: Geometry',
    code: 'HH-GEO',
    brand: 'Homework Help',
    subject: 'Geometry',
    status: 'published',
    sessionType: 'Session::ManuallyAttendable',
    tutor: 9,
    slots: [slot(TUE, 15, 0, 60), slot(THU, 15, 0, 60)],
    startWeek: -6,
    weeks: 16,
    roster: { size: 4, grades: [8, 10] },
  },
  {
    title: 'SAT Math Summer Intensive',
    code: 'SAT-SUMMER',
    brand: 'SAT Prep Live',
    subject: 'SAT Math',
    status: 'unpublished',
    sessionType: 'Course',
    tutor: 2,
    slots: [],
    startWeek: 12,
    weeks: 6,
    roster: { size: 2, grades: [10, 11] },
    notes: 'Waiting on the summer pricing before publishing.',
  },
  {
    title: 'Geometry Summer Bridge',
    code: 'CAMP-GEO',
    brand: 'Summer Math Camp',
    subject: 'Geometry',
    status: 'unpublished',
    sessionType: 'Course',
    tutor: 4,
    slots: [],
    startWeek: 14,
    weeks: 3,
    roster: { size: 0, grades: [8, 9] },
  },
  {
    title: 'ACT Math Saturday Express',
    code: 'ACT-EXPRESS',
    brand: 'ACT Prep Live',
    subject: 'ACT Math',
    status: 'canceled',
    sessionType: 'Course',
    tutor: 5,
    slots: [],
    startWeek: -1,
    weeks: 4,
    roster: { size: 3, grades: [11, 12] },
    notes: 'Canceled: too few enrollments.',
  },
  {
    title: 'Algebra I Summer Camp',
    code: 'CAMP-ALG1',
    material: 'Math Review Workbook (2019 edition)',
    brand: 'Summer Math Camp',
    subject: 'Algebra I',
    status: 'canceled',
    sessionType: 'Course',
    tutor: 3,
    slots: [],
    startWeek: -30,
    weeks: 4,
    roster: { size: 0, grades: [7, 9] },
  },
];
