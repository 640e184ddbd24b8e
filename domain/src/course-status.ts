/**
 * A course's status machine (spec staff-and-crm §4 "Course status": values published,
 * unpublished, canceled; "Staff change status by sending an event name"). The spec does not
 * show the allowed events, so: publish a draft, unpublish a published (or reopen a canceled)
 * course as a draft, cancel anything not canceled yet. Pure: the server applies it in the
 * change_status action, the back-office offers only the events it allows.
 */
export const COURSE_STATUSES = ['published', 'unpublished', 'canceled'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const COURSE_EVENTS = ['publish', 'unpublish', 'cancel'] as const;
export type CourseEvent = (typeof COURSE_EVENTS)[number];

export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  published: 'Published',
  unpublished: 'Unpublished',
  canceled: 'Canceled',
};

export const COURSE_EVENT_LABELS: Record<CourseEvent, string> = {
  publish: 'Publish',
  unpublish: 'Unpublish',
  cancel: 'Cancel course',
};

/** Spec §8: the toast of a successful change. */
export const COURSE_STATUS_UPDATED_MESSAGE = 'Updated course status';

const TRANSITIONS: Record<CourseEvent, { from: readonly CourseStatus[]; to: CourseStatus }> = {
  publish: { from: ['unpublished'], to: 'published' },
  unpublish: { from: ['published', 'canceled'], to: 'unpublished' },
  cancel: { from: ['published', 'unpublished'], to: 'canceled' },
};

/** The status `event` leads to from `status`, or null when the event does not apply. */
export function nextCourseStatus(status: CourseStatus, event: CourseEvent): CourseStatus | null {
  const transition = TRANSITIONS[event];
  return transition.from.includes(status) ? transition.to : null;
}

/** The events a course in `status` allows, in the order the buttons show them. */
export function courseEventsFrom(status: CourseStatus): CourseEvent[] {
  return COURSE_EVENTS.filter((event) => nextCourseStatus(status, event) !== null);
}

/** The 422 message of a refused event: it names the event and both statuses. */
export function courseTransitionRefusal(status: CourseStatus, event: CourseEvent): string {
  const target = TRANSITIONS[event].to;
  return `cannot ${event} a course that is ${status} (${status} to ${target} is not allowed)`;
}

/**
 * A course with enrollments stays: they carry the families' hours, payments and attendance
 * (canceled ones too). Staff cancel such a course; only an empty one is deleted.
 */
export const COURSE_HAS_ENROLLMENTS_MESSAGE =
  "This course has enrollments, so it can't be deleted. Cancel the course instead.";
