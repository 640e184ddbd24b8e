/**
 * The v2 resources and their singular keys: one record is `{ "<singular>": {...} }`,
 * a list is `{ "<plural>": [...], meta }`, and writes are keyed by the singular name.
 */
export const RESOURCE_SINGULARS = {
  courses: 'course',
  sessions: 'session',
  availabilities: 'availability',
  tutors: 'tutor',
  students: 'student',
  parents: 'parent',
  employees: 'employee',
  brands: 'brand',
  departments: 'department',
  subjects: 'subject',
  assignments: 'assignment',
  attendances: 'attendance',
  enrollments: 'enrollment',
  notices: 'notice',
  users: 'user',
} as const;

export type ResourceName = keyof typeof RESOURCE_SINGULARS;

export function singularOf(resource: string): string {
  const known = (RESOURCE_SINGULARS as Record<string, string>)[resource];
  if (known) return known;
  if (resource.endsWith('ies')) return `${resource.slice(0, -3)}y`;
  if (resource.endsWith('s')) return resource.slice(0, -1);
  return resource;
}
