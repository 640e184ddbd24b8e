import { Unauthorized } from '../../http/errors.ts';
import type { Db } from '../../db/client.ts';
import type { MatrixRequest, MatrixResponse, Viewer } from './matrix-client.ts';

/**
 * What a cell expects:
 * - allowed: one of `statuses` (2xx) proves the right; `tolerated` (a 409 or 422) shows the
 *   permission check passed but the body was refused on its merits;
 * - refused: one of `statuses` (401 signed out, 403 not allowed, 404 not readable);
 * - public: anything but a sign-in refusal, a 403 or a 5xx.
 */
export type Expectation =
  | { outcome: 'allowed'; statuses: readonly number[]; tolerated?: readonly number[] }
  | { outcome: 'refused'; statuses: readonly number[] }
  | { outcome: 'public' };

export type ProblemKind = 'leak' | 'wrongful refusal' | 'wrong answer' | 'server error';

/** One thing wrong with a cell's answer. */
export interface Problem {
  kind: ProblemKind;
  message: string;
}

/** One request of the matrix: an operation, as one viewer, on one target. */
export interface Cell {
  /** The operation's key in the OpenAPI document (`GET /api/v2/sessions/{id}`). */
  operation: string;
  viewer: Viewer;
  /** `collection`, `own session #3`, `someone else's session #4`. */
  target: string;
  request: MatrixRequest;
  expected: Expectation;
  /** Work before the request, inside the cell's rolled-back savepoint (writes only). */
  prepare?: (db: Db) => Promise<void>;
  /** A GET that writes (joining a meeting records the connection and its audit event): run
   * with the writes and rolled back, so the reads that follow see the world as seeded. */
  writes?: boolean;
  /** What is wrong with a successful answer's body (records beyond the scope or field rules). */
  check?: (json: unknown) => Problem[];
}

export const allowed = (status: number, tolerated: number[] = []): Expectation => ({
  outcome: 'allowed',
  statuses: [status],
  tolerated,
});
export const refused = (...statuses: number[]): Expectation => ({ outcome: 'refused', statuses });
export const PUBLIC: Expectation = { outcome: 'public' };
/** Every call that needs a sign-in answers a signed-out caller 401. */
export const SIGN_IN_REFUSED = refused(401);

const SIGN_IN_MESSAGE = new Unauthorized().message;

function isSignInRefusal(response: MatrixResponse): boolean {
  const error = (response.json as { error?: unknown } | null)?.error;
  return response.status === 401 && error === SIGN_IN_MESSAGE;
}

function describe(expected: Expectation): string {
  if (expected.outcome === 'public') return 'a public answer';
  const tolerated = expected.outcome === 'allowed' ? (expected.tolerated ?? []) : [];
  return `${[...expected.statuses, ...tolerated].join(' or ')}`;
}

/**
 * Judges a cell's answer: a success where a refusal was due is a leak (so is a 403 that tells
 * a caller a record they may not read exists), a refusal where the rules allow is a wrongful
 * refusal. Answers `proven: false` for an allowed call refused on its merits (409, 422).
 */
export function judge(
  cell: Cell,
  response: MatrixResponse,
): { problems: Problem[]; proven: boolean } {
  const { status } = response;
  const expected = cell.expected;
  const got = `expected ${describe(expected)}, got ${status}`;
  const problem = (kind: ProblemKind, message = got) => ({
    problems: [{ kind, message }],
    proven: false,
  });
  if (status >= 500) return problem('server error');
  if (expected.outcome === 'public') {
    if (isSignInRefusal(response) || status === 403) return problem('wrongful refusal');
    return { problems: [], proven: true };
  }
  if (expected.outcome === 'refused') {
    if (expected.statuses.includes(status)) return { problems: [], proven: true };
    if (status < 300) return problem('leak');
    if (status === 403 && expected.statuses.includes(404))
      return problem('leak', `${got}: a 403 tells them the record exists`);
    return problem('wrong answer');
  }
  if (expected.statuses.includes(status)) {
    return { problems: cell.check?.(response.json) ?? [], proven: true };
  }
  if (expected.tolerated?.includes(status)) return { problems: [], proven: false };
  if ([401, 403, 404].includes(status)) return problem('wrongful refusal');
  return problem('wrong answer');
}

/** `LEAK  tutor  GET /api/v2/users/{id}  [someone else's user #5]: expected 404, got 200`. */
export function formatProblem(cell: Cell, problem: Problem): string {
  return `${problem.kind.toUpperCase()}  ${cell.viewer.label}  ${cell.operation}  [${cell.target}]: ${problem.message}`;
}
