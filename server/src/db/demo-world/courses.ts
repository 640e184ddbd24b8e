import dayjs from 'dayjs';
import { COURSE_PLANS, type CoursePlan } from './catalogue.ts';
import type { People } from './people.ts';
import { streamFor } from './prng.ts';
import { addDays, atLocalTime, localDate, utcDayOffset } from './time.ts';
import type {
  BrandRow,
  CourseRow,
  CourseTemplateRow,
  EnrollmentRow,
  MaterialRow,
  StudentRow,
  SubjectRow,
  UserRow,
} from './types.ts';

/** A generated course with what the schedule needs to lay out its sessions. */
export interface PlannedCourse {
  course: CourseRow;
  plan: CoursePlan;
  tutorId: number;
  assistantId: number | null;
  /** The tutor's zone: the weekly slots are wall-clock times there. */
  zone: string;
  studentIds: number[];
  /** The course's first and last days as instants (local midnight in the tutor's zone). */
  startsAt: Date;
  endsAt: Date;
}

export interface Courses {
  courses: CourseRow[];
  enrollments: EnrollmentRow[];
  planned: PlannedCourse[];
}

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Mon & Wed 4:00pm": the plan's weekly slots in words (the tutor's wall clock). */
function scheduleText(plan: CoursePlan): string | null {
  if (plan.slots.length === 0) return null;
  const slot = plan.slots[0]!;
  const days = [...new Set(plan.slots.map((s) => WEEKDAY_NAMES[s.weekday] ?? ''))].join(' & ');
  const hour12 = slot.hour % 12 === 0 ? 12 : slot.hour % 12;
  const time = `${hour12}:${String(slot.minute).padStart(2, '0')}${slot.hour < 12 ? 'am' : 'pm'}`;
  return `${days} ${time}`;
}

const earlier = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);

function zoneOfEmployee(people: People, employeeId: number): string {
  const employee = people.employees.find((e) => e.id === employeeId);
  const user: UserRow | undefined = people.users.find((u) => u.id === employee?.userId);
  return user?.timeZone ?? 'America/New_York';
}

/**
 * Picks a roster: the demo family where the plan asks, then students of the right grades who
 * have the fewest courses so far (so every student ends up in something).
 */
function pickRoster(
  plan: CoursePlan,
  people: People,
  load: Map<number, number>,
  order: readonly StudentRow[],
): number[] {
  const roster: number[] = [];
  if (plan.roster.demoStudent) roster.push(people.demoStudentId);
  if (plan.roster.demoSibling) roster.push(people.demoSiblingId);
  const [minGrade, maxGrade] = plan.roster.grades;
  const candidates = order
    .filter((s) => s.id !== people.demoStudentId && s.id !== people.demoSiblingId)
    .filter((s) => s.grade != null && s.grade >= minGrade && s.grade <= maxGrade)
    .sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0));
  for (const student of candidates) {
    if (roster.length >= plan.roster.size) break;
    roster.push(student.id);
  }
  for (const id of roster) load.set(id, (load.get(id) ?? 0) + 1);
  return roster;
}

type CatalogueLinks = Pick<CourseRow, 'courseTemplateId' | 'materialId'>;

/**
 * The template a plan's courses were started from and the material they use: the plan's own
 * material, else its template's.
 */
function catalogueLinksOf(
  plan: CoursePlan,
  courseTemplates: readonly CourseTemplateRow[],
  materials: readonly MaterialRow[],
): CatalogueLinks {
  const template = courseTemplates.find((t) => t.name === plan.template);
  const material = materials.find((m) => m.name === plan.material);
  if (plan.template !== undefined && !template)
    throw new Error(`Course plan ${plan.title} names an unknown template`);
  if (plan.material !== undefined && !material)
    throw new Error(`Course plan ${plan.title} names an unknown material`);
  return {
    courseTemplateId: template?.id ?? null,
    materialId: material?.id ?? template?.materialId ?? null,
  };
}

export function generateCourses(
  now: Date,
  seed: number,
  people: People,
  brands: readonly BrandRow[],
  subjects: readonly SubjectRow[],
  catalogue: { courseTemplates: readonly CourseTemplateRow[]; materials: readonly MaterialRow[] },
): Courses {
  const linksOf = (plan: CoursePlan) =>
    catalogueLinksOf(plan, catalogue.courseTemplates, catalogue.materials);
  const rng = streamFor(seed, 'courses');
  const courses: CourseRow[] = [];
  const enrollments: EnrollmentRow[] = [];
  const planned: PlannedCourse[] = [];
  const load = new Map<number, number>();
  // A shuffled (but seeded) student order so rosters are not simply the first ids.
  const studentOrder = rng.shuffled(people.students);

  for (const plan of COURSE_PLANS) {
    const brand = brands.find((b) => b.name === plan.brand);
    const subject = subjects.find((s) => s.name === plan.subject);
    const tutorId = people.tutorIds[plan.tutor];
    if (!brand || !subject || tutorId === undefined)
      throw new Error(`Course plan ${plan.title} is incomplete`);
    const assistantId =
      plan.assistant === undefined ? null : (people.tutorIds[plan.assistant] ?? null);
    const zone = zoneOfEmployee(people, tutorId);

    // Courses start at local midnight on the Sunday `startWeek` weeks from this week's.
    const weekStart = dayjs(localDate(now, zone)).startOf('week');
    const startDate = weekStart.add(plan.startWeek * 7, 'day').format('YYYY-MM-DD');
    const endDate = weekStart.add((plan.startWeek + plan.weeks) * 7, 'day').format('YYYY-MM-DD');
    const startsAt = atLocalTime(startDate, 0, 0, zone);
    const endsAt = atLocalTime(endDate, 0, 0, zone);
    const weeklyMinutes = plan.slots.reduce((sum, s) => sum + s.minutes, 0);
    const id = courses.length + 1;
    const studentIds = pickRoster(plan, people, load, studentOrder);

    const firstStudent = people.students.find((s) => s.id === studentIds[0]);
    const title =
      plan.sessionType === 'Tutoring' && firstStudent
        ? `${plan.title}: ${firstStudent.firstName} ${firstStudent.lastName}`
        : plan.title;
    // Set up a few weeks before it starts, and never in the future.
    const createdAt = earlier(
      addDays(startsAt, -rng.int(20, 45)),
      utcDayOffset(now, -rng.int(5, 12)),
    );
    const course: CourseRow = {
      id,
      title,
      name: `${plan.code}-${String(id).padStart(3, '0')}`,
      status: plan.status,
      brandId: brand.id,
      subjectId: subject.id,
      hostId: tutorId,
      ...linksOf(plan),
      schedule: scheduleText(plan),
      startsAt: startDate,
      endsAt: endDate,
      duration: weeklyMinutes > 0 ? weeklyMinutes * plan.weeks : 60 * plan.weeks,
      notes: plan.notes ?? null,
      dynamicSubject: plan.dynamicSubject ?? false,
      createdAt,
      updatedAt: addDays(createdAt, rng.int(1, 10)),
      lockVersion: 0,
    };
    courses.push(course);

    for (const studentId of studentIds) {
      const enrolledAt = earlier(addDays(createdAt, rng.int(1, 15)), utcDayOffset(now, -1));
      enrollments.push({
        id: enrollments.length + 1,
        courseId: id,
        studentId,
        status: plan.status === 'canceled' ? 'canceled' : 'active',
        // The course's first day: an enrollment's start is a calendar date, as the course's.
        startsAt: startDate,
        createdAt: enrolledAt,
        lockVersion: 0,
      });
    }
    planned.push({
      course,
      plan,
      tutorId,
      assistantId,
      zone,
      studentIds: plan.status === 'canceled' ? [] : studentIds,
      startsAt,
      endsAt,
    });
  }
  addPastTerms(now, rng, people, brands, subjects, linksOf, {
    courses,
    enrollments,
    load,
    studentOrder,
  });
  return { courses, enrollments, planned };
}

/** Half-years back of the published group courses, ended before the four-week window. */
const PAST_TERMS = [1, 2];

function termLabel(date: dayjs.Dayjs): string {
  const month = date.month();
  const season = month < 5 ? 'Spring' : month < 8 ? 'Summer' : 'Fall';
  return `${season} ${date.year()}`;
}

/**
 * Earlier terms of the group courses, so the catalogue has the history a running business
 * has (and the course list more than one page). They have enrollments but no sessions in
 * the generated window.
 */
function addPastTerms(
  now: Date,
  rng: ReturnType<typeof streamFor>,
  people: People,
  brands: readonly BrandRow[],
  subjects: readonly SubjectRow[],
  linksOf: (plan: CoursePlan) => CatalogueLinks,
  into: {
    courses: CourseRow[];
    enrollments: EnrollmentRow[];
    load: Map<number, number>;
    studentOrder: readonly StudentRow[];
  },
): void {
  const plans = COURSE_PLANS.filter(
    (p) => p.sessionType !== 'Tutoring' && p.status === 'published',
  );
  for (const term of PAST_TERMS) {
    for (const plan of plans) {
      const brand = brands.find((b) => b.name === plan.brand);
      const subject = subjects.find((s) => s.name === plan.subject);
      const tutorId = people.tutorIds[plan.tutor];
      if (!brand || !subject || tutorId === undefined) continue;
      const zone = zoneOfEmployee(people, tutorId);
      const weekStart = dayjs(localDate(now, zone))
        .startOf('week')
        .add(-26 * term, 'week');
      const startDate = weekStart.format('YYYY-MM-DD');
      const startsAt = atLocalTime(startDate, 0, 0, zone);
      const weeklyMinutes = plan.slots.reduce((sum, s) => sum + s.minutes, 0);
      const id = into.courses.length + 1;
      const createdAt = addDays(startsAt, -rng.int(20, 45));
      into.courses.push({
        id,
        title: `${plan.title} (${termLabel(weekStart)})`,
        name: `${plan.code}-${String(id).padStart(3, '0')}`,
        status: 'published',
        brandId: brand.id,
        subjectId: subject.id,
        hostId: tutorId,
        ...linksOf(plan),
        schedule: scheduleText(plan),
        startsAt: startDate,
        endsAt: weekStart.add(plan.weeks, 'week').format('YYYY-MM-DD'),
        duration: weeklyMinutes > 0 ? weeklyMinutes * plan.weeks : 60 * plan.weeks,
        notes: null,
        dynamicSubject: plan.dynamicSubject ?? false,
        createdAt,
        updatedAt: addDays(createdAt, rng.int(1, 10)),
        lockVersion: 0,
      });
      const pastPlan = {
        ...plan,
        roster: { ...plan.roster, demoStudent: false, demoSibling: false },
      };
      for (const studentId of pickRoster(pastPlan, people, into.load, into.studentOrder)) {
        into.enrollments.push({
          id: into.enrollments.length + 1,
          courseId: id,
          studentId,
          status: 'active',
          startsAt: startDate,
          createdAt: addDays(createdAt, rng.int(1, 15)),
          lockVersion: 0,
        });
      }
    }
  }
}
