/**
 * Log lines that nobody can forge: a CR or LF inside a value (a subject, a path, an error's
 * message built from input) is written as `\r` or `\n`, so one event is always one line and a
 * request cannot add lines of its own to the log (OWASP log injection).
 */
export function escapeLogText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n');
}

/**
 * An error for the log: its name and escaped message on the first line, then its stack frames,
 * which are the code's own lines (the stack's first line repeats the message, so it is skipped).
 */
export function describeErrorForLog(error: unknown): string {
  if (!(error instanceof Error)) return escapeLogText(String(error));
  const head = `${error.name}: ${escapeLogText(error.message)}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const cause = error.cause === undefined ? [] : [`  cause: ${describeErrorForLog(error.cause)}`];
  return [head, ...frames, ...cause].join('\n');
}

/** Writes an event: the message escaped, and the error (when there is one) described safely. */
function write(sink: (line: string) => void, message: string, error?: unknown): void {
  const line = escapeLogText(message);
  sink(error === undefined ? line : `${line} ${describeErrorForLog(error)}`);
}

export const log = {
  info: (message: string) => write((line) => console.info(line), message),
  warn: (message: string, error?: unknown) => write((line) => console.warn(line), message, error),
  error: (message: string, error?: unknown) => write((line) => console.error(line), message, error),
};
