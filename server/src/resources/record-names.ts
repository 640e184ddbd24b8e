/**
 * Names of tables and records as a sentence says them ("2 payroll items", "This lead source"),
 * for answers that tell a user what still refers to a record.
 */

/** Tables whose SQL name would mislead ("sessions" are tutoring sessions, not sign-ins). */
const TABLE_NAMES: Record<string, { one: string; many: string }> = {
  auth_sessions: { one: 'sign-in', many: 'sign-ins' },
  account_tokens: { one: 'account link', many: 'account links' },
  uploads: { one: 'file', many: 'files' },
  message_recipients: { one: 'received message', many: 'received messages' },
  tutors: { one: 'tutor profile', many: 'tutor profiles' },
  pace_histories: { one: 'pace change', many: 'pace changes' },
  course_histories: { one: 'course history entry', many: 'course history entries' },
};

/** "payroll_items" -> "payroll item": English plurals as the schema spells them. */
function singularOf(plural: string): string {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(plural)) return plural.slice(0, -2);
  return plural.endsWith('s') ? plural.slice(0, -1) : plural;
}

/** How many rows of a table, in words: "1 shipment", "2 payroll items". */
export function countOfRows(table: string, count: number): string {
  const named = TABLE_NAMES[table];
  const many = named?.many ?? table.replaceAll('_', ' ');
  const one = named?.one ?? singularOf(many);
  return `${count} ${count === 1 ? one : many}`;
}

/** The rows of a table in general: "payroll items". */
export function rowsOfTable(table: string): string {
  return TABLE_NAMES[table]?.many ?? table.replaceAll('_', ' ');
}

/** A resource's singular name in words: "lead_source" or "leadSource" -> "lead source". */
export function recordNameOf(singular: string): string {
  return singular
    .replaceAll('_', ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
