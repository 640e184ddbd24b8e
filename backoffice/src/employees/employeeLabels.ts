import { formatUsDate, type Employee, type Role } from '@tp/domain';

/** Role names as staff read them (`director_of_academic_advising` -> "Director of academic advising"). */
export function roleLabel(role: string): string {
  const words = role.replace(/_/g, ' ');
  return role === 'hr' ? 'HR' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

export const roleChoices = (roles: readonly Role[]) =>
  roles.map((role) => ({ id: role, name: roleLabel(role) }));

export const rolesText = (employee: Pick<Employee, 'roles'>) =>
  employee.roles.map(roleLabel).join(', ');

export const statusText = (employee: Pick<Employee, 'active'>) =>
  employee.active ? 'Active' : 'Inactive';

/** Calendar dates read the same in every zone: MM/DD/YYYY, or a dash. */
export const dateText = (date: string | null | undefined) => formatUsDate(date) || '—';
