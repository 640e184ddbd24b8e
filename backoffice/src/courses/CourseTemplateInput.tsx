import type { ChangeEvent } from 'react';
import { Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { SelectInput, useGetList, useGetOne, useRecordContext, type RaRecord } from 'react-admin';
import { courseTemplateFill, type Course, type CourseTemplate } from '@tp/domain';

const TEMPLATES_QUERY = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'name', order: 'ASC' as const },
};

const templateLabel = (template: CourseTemplate) => `${template.name} · ${template.brandName}`;
const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * "Start from a template" on the new-course form (spec staff-and-crm §3 courseTemplate): the
 * choices are the server's templates (GET /course_templates); picking one fills the brand,
 * subject, duration, schedule, material and notes it has (domain's courseTemplateFill), which
 * the user can still change, and the course keeps the template's id.
 */
export function CourseTemplatePicker() {
  const { setValue } = useFormContext();
  const { data: templates, isPending } = useGetList<CourseTemplate>(
    'course_templates',
    TEMPLATES_QUERY,
  );
  const fill = (event: ChangeEvent<HTMLInputElement> | RaRecord) => {
    const id = Number('target' in event ? event.target.value : event.id);
    const template = templates?.find((candidate) => candidate.id === id);
    if (!template) return;
    for (const [field, value] of Object.entries(courseTemplateFill(template))) {
      setValue(field, value, { shouldDirty: true });
    }
  };
  return (
    <SelectInput
      source="courseTemplateId"
      label="Start from a template"
      choices={templates ?? []}
      isPending={isPending}
      optionText={templateLabel}
      parse={emptyAsNull}
      onChange={fill}
      helperText="Fills the brand, subject, duration, schedule, material and notes; change them as you need."
      fullWidth
    />
  );
}

/** The template a course was started from, on its edit form (where it is not changed). */
export function CourseTemplateNote() {
  const course = useRecordContext<Course>();
  const id = course?.courseTemplateId ?? null;
  const { data: template } = useGetOne<CourseTemplate>(
    'course_templates',
    { id: id ?? 0 },
    { enabled: id !== null },
  );
  if (id === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      Started from the template {template ? templateLabel(template) : '…'}
    </Typography>
  );
}
