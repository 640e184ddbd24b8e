/**
 * Grade levels of a student (spec staff-and-crm §3 Student: "grade/gradeLevel (display: -1
 * is TK, 0 is K)"). Transitional kindergarten is -1, kindergarten 0, then grades 1 to 12.
 */
export const MIN_GRADE = -1;
export const MAX_GRADE = 12;

/** The label a grade is shown with: TK, K, or the number; empty when the grade is unknown. */
export function gradeLabel(grade: number | null | undefined): string {
  if (grade === null || grade === undefined) return '';
  if (grade === -1) return 'TK';
  if (grade === 0) return 'K';
  return String(grade);
}

/** Every grade, youngest first, as the choices of a grade input or filter. */
export const GRADE_CHOICES: readonly { id: number; name: string }[] = Array.from(
  { length: MAX_GRADE - MIN_GRADE + 1 },
  (_, index) => {
    const grade = MIN_GRADE + index;
    return { id: grade, name: gradeLabel(grade) };
  },
);

/**
 * A choice of the student form's class picker (spec staff-and-crm §2 Modals): the grade with
 * the class it graduates with, "Grade 9 · Class of 2030", "K · Class of 2038"; the grade alone
 * when the year is not known.
 */
export function classPickerLabel(level: { id: number; gradYear?: number }): string {
  const grade = level.id > 0 ? `Grade ${gradeLabel(level.id)}` : gradeLabel(level.id);
  return level.gradYear === undefined ? grade : `${grade} · Class of ${level.gradYear}`;
}
