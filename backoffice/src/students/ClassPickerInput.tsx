import { SelectInput, type SelectInputProps } from 'react-admin';
import { classPickerLabel, gradeLabel } from '@tp/domain';
import { useGradeLevels } from '../lookups/lookups.tsx';

/**
 * The student form's class picker (spec staff-and-crm §2 Modals): each grade with the class it
 * graduates with, from GET /grade_levels?withGradYear (school years start in August, in the
 * signed-in user's zone). It sets the student's grade.
 */
export function ClassPickerInput(props: Omit<SelectInputProps, 'choices'>) {
  const levels = useGradeLevels({ withGradYear: true });
  const choices = (levels ?? []).map((level) => ({ id: level.id, name: classPickerLabel(level) }));
  return <SelectInput label="Grade and class" {...props} choices={choices} isPending={!levels} />;
}

/** A grade as the profile shows it, with its class once the look-up answers. */
export function GradeWithClass({ grade }: { grade: number | null | undefined }) {
  const levels = useGradeLevels({ withGradYear: true });
  if (grade === null || grade === undefined) return <>—</>;
  const level = levels?.find((candidate) => candidate.id === grade);
  return <>{level ? classPickerLabel(level) : gradeLabel(grade)}</>;
}
