import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import {
  COURSE_EVENT_LABELS,
  COURSE_STATUS_UPDATED_MESSAGE,
  courseEventsFrom,
  type Course,
  type CourseEvent,
} from '@tp/domain';
import { PendingConfirm } from '../actions/PendingConfirm.tsx';
import { useActionCall } from '../actions/useActionCall.ts';

const CONFIRMED: Partial<Record<CourseEvent, string>> = {
  cancel: 'Cancel this course? Students will no longer see it as open.',
};

/**
 * The events the course's status allows (domain's `courseEventsFrom`), shown only to those
 * `can` lets send them; each goes through PUT /courses/{id}/change_status (spec §4, §8:
 * "Updated course status").
 */
export function CourseStatusButtons() {
  const course = useRecordContext<Course>();
  const { run, isSending } = useActionCall();
  const [asking, setAsking] = useState<CourseEvent | null>(null);
  const { canAccess = false } = useCanAccess({
    action: 'changeStatus',
    resource: 'courses',
    record: course,
  });
  if (!course || !canAccess) return null;

  const send = (event: CourseEvent) =>
    void run(
      (provider) => provider.action('courses', 'changeStatus', { id: course.id, data: { event } }),
      { success: COURSE_STATUS_UPDATED_MESSAGE },
    );

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {courseEventsFrom(course.status).map((event) => (
        <Button
          key={event}
          size="small"
          variant={event === 'publish' ? 'contained' : 'outlined'}
          color={event === 'cancel' ? 'error' : 'primary'}
          disabled={isSending}
          onClick={() => (CONFIRMED[event] ? setAsking(event) : send(event))}
        >
          {COURSE_EVENT_LABELS[event]}
        </Button>
      ))}
      <PendingConfirm
        pending={asking}
        title={(event) => `${COURSE_EVENT_LABELS[event]}?`}
        content={(event) => CONFIRMED[event]}
        onConfirm={send}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
