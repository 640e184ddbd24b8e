/**
 * What an answer must never show: a stack trace, SQL or a database's own words, a path on
 * the server's disk. A 500's body is `{ error, requestId }`; a 4xx names fields, not internals.
 */
const LEAKS: { what: string; pattern: RegExp }[] = [
  { what: 'a stack trace', pattern: /\n\s+at \S|\bat (?:async )?[\w.$<>]+ \((?:file:|node:|\/)/ },
  {
    what: 'a JavaScript error name',
    pattern: /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /,
  },
  // SQL as a database or Drizzle writes it, not English: "Please select an address from the
  // autocomplete results" is a message, `select "id" from "users"` is a leak.
  { what: 'SQL', pattern: /\bSELECT\s[\s\S]{0,300}\bFROM\s/ },
  {
    what: 'SQL',
    pattern:
      /\bselect\s+(?:distinct\s+)?(?:\*|"|count\(|\w+\.\w+|\w+\s*,)|\bselect\s+\w+\s+from\s+"?\w+"?\s*(?:where\b|limit\b|order\b|join\b|;|$)|\binsert into\b|\bupdate\s+"?\w+"?\s+set\b|\bdelete from\b/im,
  },
  {
    what: 'a database error',
    pattern:
      /\bviolates\b|relation "|syntax error at|invalid input syntax|out of range for type|invalid byte sequence|\bSQLSTATE\b|drizzle/i,
  },
  { what: 'a file path', pattern: /\/work\/|node_modules|\.ts:\d|\.js:\d|file:\/\// },
];

/** What the body shows that it must not, or null when it shows none of it. */
export function leakIn(body: string): string | null {
  for (const { what, pattern } of LEAKS) {
    const match = pattern.exec(body);
    if (match)
      return `${what} (${JSON.stringify(body.slice(Math.max(0, match.index - 40), match.index + 80))})`;
  }
  return null;
}
