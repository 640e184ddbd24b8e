import type {
  LeadSourceCategory,
  LeadSourceStatus,
  LeadSourceType,
  SchoolType,
  SessionType,
} from '@tp/domain';
import type { BrandRow, CourseRow, LeadSourceRow, SessionTypeRow, StudentRow } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const SCHOOL_NAMES = [
  'Lincoln',
  'Roosevelt',
  'Jefferson',
  'Washington',
  'Madison',
  'Franklin',
  'Kennedy',
  'Hamilton',
  'Adams',
  'Monroe',
  'Jackson',
  'Grant',
  'Hoover',
  'Wilson',
  'Truman',
  'Garfield',
  'Sequoia',
  'Redwood',
  'Oak Grove',
  'Maple Ridge',
  'Cedar Park',
  'Lakeside',
  'Hillcrest',
  'Riverside',
] as const;
const SCHOOL_SUFFIX: Record<string, string> = {
  Elementary: 'Elementary',
  Middle: 'Middle School',
  'High School': 'High School',
  University: 'University',
  'Adult School': 'Adult School',
};
const SCHOOL_CATEGORY_CYCLE = [
  'High School',
  'Middle',
  'Elementary',
  'High School',
  'University',
  'Adult School',
] as const;
const SCHOOL_TYPE_CYCLE: readonly SchoolType[][] = [
  ['public'],
  ['private'],
  ['public', 'charter'],
  ['catholic', 'private'],
  ['boarding', 'private'],
  ['christian'],
  ['lutheran'],
  ['home'],
];
const STATUS_CYCLE: readonly LeadSourceStatus[] = [
  'uncategorized',
  'target',
  'managed',
  'ended',
  'no_value',
  'do_not_contact',
  'target',
  'managed',
];
const PLACES = [
  ['Springfield', 'IL'],
  ['San Francisco', 'CA'],
  ['Denver', 'CO'],
  ['Austin', 'TX'],
  ['Portland', 'OR'],
] as const;
const OTHER_SOURCES: readonly [string, LeadSourceCategory][] = [
  ['Bright Futures Tutoring Partners', 'Business'],
  ['Chess Club of Denver', 'Club/Organization'],
  ['Revolution Prep Affiliate West', 'Revolution Affiliate'],
  ['Pathways College Counseling', 'Independent Counselor'],
  ['Springfield Public Library', 'Library'],
  ['Austin Robotics League', 'Club/Organization'],
  ['Summit Test Coaching', 'Business'],
  ['Maple Ridge Library', 'Library'],
];

/**
 * Lead sources: 48 schools, 8 pending schools (near-duplicates a person typed, to merge or
 * promote) and 8 other sources; every status, category and school type; advisors assigned
 * in turn, a third unassigned; activity and promotions spread over the last 90 days so the
 * 30-day quick filters select some.
 */
export function generateLeadSources(now: Date, advisorIds: readonly number[]): LeadSourceRow[] {
  const rows: LeadSourceRow[] = [];
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const push = (
    name: string,
    type: LeadSourceType,
    category: LeadSourceCategory,
    schoolTypes: SchoolType[],
    index: number,
  ) => {
    const [city, state] = PLACES[index % PLACES.length]!;
    rows.push({
      id: rows.length + 1,
      name,
      type,
      status:
        type === 'PendingSchool' ? 'uncategorized' : STATUS_CYCLE[index % STATUS_CYCLE.length]!,
      category,
      schoolTypes,
      city,
      state,
      employeeId: index % 3 === 2 ? null : (advisorIds[index % advisorIds.length] ?? null),
      lastActivityAt: index % 4 === 3 ? null : daysAgo((index * 7) % 90),
      lastPromotionAt: index % 5 === 0 ? daysAgo((index * 11) % 60) : null,
      createdAt: daysAgo(400 - index * 3),
      updatedAt: daysAgo((index * 5) % 120),
      lockVersion: 0,
    });
  };
  for (let index = 0; index < 48; index += 1) {
    const base = SCHOOL_NAMES[index % SCHOOL_NAMES.length]!;
    const category = SCHOOL_CATEGORY_CYCLE[index % SCHOOL_CATEGORY_CYCLE.length]!;
    const name = `${base} ${SCHOOL_SUFFIX[category]}${index >= SCHOOL_NAMES.length ? ' North' : ''}`;
    push(
      name,
      'School',
      category,
      [...SCHOOL_TYPE_CYCLE[index % SCHOOL_TYPE_CYCLE.length]!],
      index,
    );
  }
  const pendingNames = [
    'Lincoln High',
    'Roosevelt Middle Schl',
    'Jefferson Elem',
    'St. Mary Academy',
    'Hillcrest HS',
    'Riverside Adult Ed',
    'Sequoia Hi',
    'Oakgrove Middle',
  ];
  pendingNames.forEach((name, index) =>
    push(
      name,
      'PendingSchool',
      SCHOOL_CATEGORY_CYCLE[index % SCHOOL_CATEGORY_CYCLE.length]!,
      [],
      48 + index,
    ),
  );
  OTHER_SOURCES.forEach(([name, category], index) =>
    push(name, 'LeadSource', category, [], 56 + index),
  );
  return rows;
}

/** The kinds of session each brand schedules (scheduling spec: sessionClass, online). */
export function generateSessionTypes(brands: readonly BrandRow[]): SessionTypeRow[] {
  const rows: SessionTypeRow[] = [];
  const add = (
    brandId: number,
    name: string,
    sessionClass: SessionType,
    online: boolean,
    minDuration: number,
  ) =>
    rows.push({
      id: rows.length + 1,
      brandId,
      name,
      sessionClass,
      sessionName: name,
      online,
      minDuration,
      lockVersion: 0,
    });
  for (const brand of brands) {
    if (brand.name === 'Private Tutoring') {
      add(brand.id, 'Online tutoring', 'Tutoring', true, 30);
      add(brand.id, 'In-person tutoring', 'Tutoring', false, 60);
      add(brand.id, 'Split session', 'Session::TutoringSplit', true, 30);
    } else if (brand.allowManualAttendance) {
      add(brand.id, 'Event', 'Session::ManuallyAttendable', false, 15);
    } else {
      add(brand.id, 'Live class', 'Course', true, 45);
      add(brand.id, 'Review workshop', 'Session::ManuallyAttendable', true, 15);
    }
  }
  return rows;
}

/**
 * Where the courses' students came from: three courses in four name a lead source (any type,
 * pending schools included, so merging one shows its courses moving), the fourth none.
 */
export function withCourseLeadSources(
  courses: readonly CourseRow[],
  leadSources: readonly LeadSourceRow[],
): CourseRow[] {
  return courses.map((course, index) => ({
    ...course,
    leadSourceId:
      index % 4 === 3 || leadSources.length === 0
        ? null
        : leadSources[(index * 7) % leadSources.length]!.id,
  }));
}

/**
 * Most students go to one of the world's schools (spec §3 Student: school); one in five has
 * none recorded, as families often leave it out.
 */
export function withStudentSchools(
  students: readonly StudentRow[],
  leadSources: readonly LeadSourceRow[],
): StudentRow[] {
  const schools = leadSources.filter((source) => source.type === 'School');
  return students.map((student, index) => ({
    ...student,
    schoolId:
      index % 5 === 4 || schools.length === 0 ? null : schools[(index * 3) % schools.length]!.id,
  }));
}
