/** A recorded value as the History table shows it: text as it is, nothing as a dash. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.length === 0) return '—';
  return JSON.stringify(value);
}
