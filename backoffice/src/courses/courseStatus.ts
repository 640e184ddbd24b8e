import { COURSE_STATUSES } from '@tp/domain';
import type { CourseStatus } from '@tp/domain';

const STATUS_LABELS: Record<CourseStatus, string> = {
  published: 'Published',
  unpublished: 'Unpublished',
  canceled: 'Canceled',
};

export function courseStatusLabel(status: CourseStatus): string {
  return STATUS_LABELS[status];
}

/** The status filter's options, in the domain's order. */
export const COURSE_STATUS_CHOICES = COURSE_STATUSES.map((status) => ({
  id: status,
  name: STATUS_LABELS[status],
}));
