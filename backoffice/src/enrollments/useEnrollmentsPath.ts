import { useBasename } from 'react-admin';

/**
 * A path under the back-office's enrollments pages (`course/2` -> `/admin/enrollments/course/2`).
 * Links and navigations outside react-admin's own helpers need the app's basename.
 */
export function useEnrollmentsPath(): (path: string) => string {
  const basename = useBasename();
  return (path) => `${basename}/enrollments/${path}`;
}
