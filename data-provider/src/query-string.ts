/** A value a query parameter may take; arrays become `name[]=a&name[]=b`. */
export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

function encodeScalar(value: QueryScalar): string {
  // Dates travel as ISO instants (the API stores and compares UTC); booleans as true/false.
  const text = value instanceof Date ? value.toISOString() : String(value);
  return encodeURIComponent(text);
}

/**
 * The API's query string (without the leading `?`): parameters in the given order, arrays as
 * `name[]=a&name[]=b` (the brackets left readable, as the API documents them), undefined and
 * null skipped, booleans as `true`/`false`. An empty array sends nothing.
 */
export function buildQueryString(query: Query): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) {
      const items: readonly QueryScalar[] = value;
      for (const item of items) {
        if (item === undefined || item === null) continue;
        parts.push(`${key}[]=${encodeScalar(item)}`);
      }
    } else {
      parts.push(`${key}=${encodeScalar(value as QueryScalar)}`);
    }
  }
  return parts.join('&');
}

/** `path` with the query appended (after `?`, or `&` when the path already has a query). */
export function withQuery(path: string, query: Query | undefined): string {
  const search = query ? buildQueryString(query) : '';
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}
