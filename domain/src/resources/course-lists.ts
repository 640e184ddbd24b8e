import { z } from 'zod';
import { COURSE_STATUSES } from '../course-status.ts';
import { COURSE_LIST_ACTIONS_RULES } from './access/course-lists.ts';
import { integer, isoDateTime } from './payload-fields.ts';

/**
 * The course lists of spec staff-and-crm §7 (GET /courses/membership, /courses/homework_help,
 * /courses/hosted): a course as a list names it, with its next session to come.
 */
export const courseListItem = z.object({
  id: integer,
  title: z.string(),
  status: z.enum(COURSE_STATUSES),
  brandName: z.string(),
  subjectName: z.string().nullable(),
  /** Calendar days (YYYY-MM-DD), as the course's own dates. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** When its next session starts (not canceled, after now); null without one. */
  nextSessionAt: isoDateTime.nullable(),
});
export type CourseListItem = z.infer<typeof courseListItem>;
export const courseListAnswer = z.object({ courses: z.array(courseListItem) });
export type CourseListAnswer = z.infer<typeof courseListAnswer>;

/**
 * The three lists as collection actions of the courses contract:
 * - membership: the courses the caller takes part in (a student's enrollments, a parent's
 *   children's, the courses a tutor teaches), active ones, by next session;
 * - homework_help: the published homework-help courses (brand identifier HH) anyone signed in
 *   may drop in on, by next session;
 * - hosted: the courses the caller (an employee) hosts, by start.
 */
export { mayHostCourses } from './access/course-lists.ts';

export const COURSE_LIST_ACTIONS = {
  membership: {
    on: 'collection',
    method: 'GET',
    path: 'membership',
    summary:
      "The courses the caller takes part in: a student's active enrollments, a parent's children's, the courses a tutor teaches (supervises or is assigned a session of); canceled ones left out. Next session first, those without one last. Staff without such a role get an empty list.",
    output: courseListAnswer,
    allow: COURSE_LIST_ACTIONS_RULES.membership,
  },
  homeworkHelp: {
    on: 'collection',
    method: 'GET',
    path: 'homework_help',
    summary:
      'The published homework-help courses (their brand identifier is HH), which any signed-in student may drop in on; next session first.',
    output: courseListAnswer,
    allow: COURSE_LIST_ACTIONS_RULES.homeworkHelp,
  },
  hosted: {
    on: 'collection',
    method: 'GET',
    path: 'hosted',
    summary:
      'The courses the caller hosts (their host is the caller as an employee), newest start first. Staff and tutors only.',
    output: courseListAnswer,
    allow: COURSE_LIST_ACTIONS_RULES.hosted,
  },
} as const;
