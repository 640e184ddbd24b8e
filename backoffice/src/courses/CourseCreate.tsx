import { Create, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin';
import type { CoursePayload } from '@tp/domain';
import { CourseInputs, courseResolver } from './CourseInputs.tsx';

const DEFAULTS: Partial<CoursePayload> = { status: 'unpublished' };

/**
 * A new course, from scratch or from a template; saved, it opens on its own page (its tabs are
 * where the work goes on).
 */
export function CourseCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify(`Course ${String(record.name)} created`, { type: 'success' });
          redirect('show', 'courses', record.id);
        },
      }}
    >
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        resolver={courseResolver}
        defaultValues={DEFAULTS}
      >
        <CourseInputs isNew />
      </SimpleForm>
    </Create>
  );
}
