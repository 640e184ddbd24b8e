/**
 * Job titles offered when staff edit an employee (spec: a new employee defaults to 'Admin').
 * The server adds the titles already in use, so a title typed once stays selectable.
 */
export const DEFAULT_EMPLOYEE_TITLE = 'Admin';

export const DEFAULT_EMPLOYEE_TITLES: readonly string[] = [
  'Academic Advisor',
  'Admin',
  'Advisor',
  'Director of Academic Advising',
  'Faculty Leader',
  'Human Resources',
  'Instruction Manager',
  'Manager',
  'Operations',
  'Program Optimizer',
  'Tutor',
];

/**
 * The defaults plus the titles in use, trimmed, without blanks or case-insensitive
 * duplicates (the first spelling wins, defaults first), sorted alphabetically.
 */
export function employeeTitleOptions(inUse: readonly (string | null)[]): string[] {
  const byKey = new Map<string, string>();
  for (const title of [...DEFAULT_EMPLOYEE_TITLES, ...inUse]) {
    const trimmed = title?.trim();
    if (!trimmed) continue;
    const key = trimmed.toLowerCase();
    if (!byKey.has(key)) byKey.set(key, trimmed);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en'));
}
