import { Create, SimpleForm } from 'react-admin';
import type { CoursePayload } from '@tp/domain';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { CourseInputs, courseResolver } from './CourseInputs.tsx';

const DEFAULTS: Partial<CoursePayload> = { status: 'unpublished' };

/** A new course; saved, it opens on its own page. */
export function CourseCreate() {
  const { onSuccess } = useSavedNotice('courses', 'Course', 'created');
  return (
    <Create mutationOptions={{ onSuccess }} redirect="show">
      <SimpleForm noValidate resolver={courseResolver} defaultValues={DEFAULTS}>
        <CourseInputs />
      </SimpleForm>
    </Create>
  );
}
