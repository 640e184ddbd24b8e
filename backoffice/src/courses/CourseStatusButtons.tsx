import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import {
  Confirm,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import {
  COURSE_EVENT_LABELS,
  COURSE_STATUS_UPDATED_MESSAGE,
  courseEventsFrom,
  type Course,
  type CourseEvent,
} from '@tp/domain';

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
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState<CourseEvent | null>(null);
  const { canAccess = false } = useCanAccess({
    action: 'changeStatus',
    resource: 'courses',
    record: course,
  });
  if (!course || !canAccess) return null;

  const send = async (event: CourseEvent) => {
    setSending(true);
    try {
      await dataProvider.action('courses', 'changeStatus', { id: course.id, data: { event } });
      notify(COURSE_STATUS_UPDATED_MESSAGE, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The status could not be changed.', {
        type: 'error',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {courseEventsFrom(course.status).map((event) => (
        <Button
          key={event}
          size="small"
          variant={event === 'publish' ? 'contained' : 'outlined'}
          color={event === 'cancel' ? 'error' : 'primary'}
          disabled={sending}
          onClick={() => (CONFIRMED[event] ? setAsking(event) : void send(event))}
        >
          {COURSE_EVENT_LABELS[event]}
        </Button>
      ))}
      <Confirm
        isOpen={asking !== null}
        title={asking ? `${COURSE_EVENT_LABELS[asking]}?` : ''}
        content={asking ? CONFIRMED[asking] : ''}
        onConfirm={() => {
          const event = asking;
          setAsking(null);
          if (event) void send(event);
        }}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
