import { Card, CardContent, Typography } from '@mui/material';
import {
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { Course } from '@tp/domain';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { formatDuration } from '../time/formatDuration.ts';
import { CourseStatusField } from './CourseStatusField.tsx';
import { UpcomingSessions } from './UpcomingSessions.tsx';

const SHOW_QUERY_OPTIONS = { meta: { include: 'brand,subject' } };

function CourseTitle() {
  const course = useRecordContext<Course>();
  return <>{course ? course.title : 'Course'}</>;
}

/** One course: its fields, then its upcoming sessions. */
export function CourseShow() {
  return (
    <Show<Course> title={<CourseTitle />} queryOptions={SHOW_QUERY_OPTIONS}>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="name" />
        <CourseStatusField label="Status" />
        <TextField source="brand.name" label="Brand" />
        <TextField source="subject.name" label="Subject" emptyText="—" />
        <DateInZoneField source="startsAt" label="Starts at" />
        <DateInZoneField source="endsAt" label="Ends at" />
        <FunctionField<Course>
          label="Duration"
          render={(course) => formatDuration(course.duration) || '—'}
        />
        <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <NumberField source="enrollmentsCount" label="Enrollments" />
      </SimpleShowLayout>
      <Card variant="outlined" sx={{ m: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Upcoming sessions
          </Typography>
          <UpcomingSessions />
        </CardContent>
      </Card>
    </Show>
  );
}
