/** Whether two JSON values are the same, whatever the order of their objects' keys. */
export function isSameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // A field left out and a field sent empty (null) are the same on the wire.
  if (a == null || b == null) return a == null && b == null;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => isSameJson(item, b[index]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => isSameJson(left[key], right[key]));
}

/**
 * The fields of an edited record that differ from the record as the screen read it. A form
 * holds the whole record (its id, computed figures, included associations); the API answers
 * 422 to a field it does not write, so an update sends only what the user changed. The id
 * travels in the URL.
 */
export function changedFields(
  edited: Readonly<Record<string, unknown>>,
  read: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(edited).filter(([key, value]) => key !== 'id' && !isSameJson(value, read[key])),
  );
}
