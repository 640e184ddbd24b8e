import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { Qualification } from '@tp/domain';
import { useLoaded } from '@tp/ui';

/**
 * The enrollments lookup (staff-and-crm §5: "Tutor-to-brand qualification via an enrollments
 * lookup returns 'unqualified' when none") for whoever is chosen and the course's brand: null
 * while nothing is chosen or the answer is on its way.
 */
export function useQualification(
  employeeId: number | null,
  brandName: string | null,
): Qualification | null {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useLoaded(
    employeeId === null || brandName === null
      ? null
      : (signal) =>
          dataProvider
            .action('enrollments', 'qualification', { data: { employeeId, brandName }, signal })
            .then(({ data: answer }) => answer.qualification),
    `${employeeId}:${brandName}`,
  );
  return employeeId === null || brandName === null ? null : (data ?? null);
}
