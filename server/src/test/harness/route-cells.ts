import {
  canAttachFiles,
  canDeleteUpload,
  canSetAvatar,
  privateUserChannel,
  ruleOf,
  usersContract,
  type AuthUser,
  type AvatarableType,
} from '@tp/domain';
import { CSV, GIF } from '../../storage/testing/sample-files.ts';
import { FIXTURE_LOGIN_PASSWORD } from '../fixtures.ts';
import type { MatrixRequest, Viewer } from './matrix-client.ts';
import {
  PUBLIC,
  SIGN_IN_REFUSED,
  allowed,
  refused,
  type Cell,
  type Expectation,
  type Problem,
} from './matrix-cells.ts';
import type { WorldSnapshot } from './matrix-world.ts';
import type { Operation } from './openapi-operations.ts';
import type { ReadOracle } from './read-scope-oracle.ts';

export interface RouteCellContext {
  oracle: ReadOracle;
  snapshot: WorldSnapshot;
  /** A signed-in user whose ids shape a signed-out caller's requests (which fail first). */
  standIn: AuthUser;
}

/** One call of a hand-written route for a viewer, and what the route's rule answers it. */
interface RouteTarget {
  target: string;
  request: MatrixRequest;
  expected: Expectation;
  check?: (json: unknown) => Problem[];
}

type RouteRule = (actor: AuthUser, ctx: RouteCellContext) => RouteTarget[];

const EMAIL = 'nobody@fixture.test';

/** The account calls that mail instructions to an address. */
const mailMe = (path: string): MatrixRequest => ({
  method: 'POST',
  path,
  body: { user: { email: EMAIL } },
});

/**
 * Valid requests of the public routes that take input, so they can answer 2xx. A viewer signs
 * in again as their real self (a spoofer's header is judged against whoever signs in).
 */
const PUBLIC_REQUESTS: Record<string, (viewer: Viewer) => MatrixRequest> = {
  'POST /api/login.json': (viewer) => ({
    method: 'POST',
    path: '/api/login.json',
    body: {
      login: viewer.login?.email ?? EMAIL,
      password: viewer.login?.password ?? FIXTURE_LOGIN_PASSWORD,
    },
  }),
  'GET /api/v2/sso.json': () => ({ method: 'GET', path: `/api/v2/sso.json?email=${EMAIL}` }),
  'POST /api/secret.json': () => mailMe('/api/secret.json'),
  'POST /api/verification.json': () => mailMe('/api/verification.json'),
  'POST /api/unlock.json': () => mailMe('/api/unlock.json'),
  'GET /api/verification.json': () => ({
    method: 'GET',
    path: '/api/verification.json?confirmation_token=not-a-token',
  }),
  'GET /api/unlock.json': () => ({
    method: 'GET',
    path: '/api/unlock.json?unlock_token=not-a-token',
  }),
  'GET /api/v2/locales/{file}': () => ({
    method: 'GET',
    path: '/api/v2/locales/en.json?app=tutor',
  }),
};

const sessionLabel = (oracle: ReadOracle, actor: AuthUser, id: number) => {
  const session = oracle.record('sessions', id);
  return `${session && oracle.isOwn(actor, 'sessions', session) ? 'own' : "someone else's"} session #${id}`;
};

/** One target per distinct answer (and own or not), as the engine's cells pick them. */
function distinct(targets: RouteTarget[]): RouteTarget[] {
  const seen = new Set<string>();
  return targets.filter((t) => {
    const key = `${JSON.stringify(t.expected)}|${t.target.split(' ')[0]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const attachForm = (sessionId: number) => () => {
  const form = new FormData();
  form.append('attachableType', 'Session');
  form.append('attachableId', String(sessionId));
  form.append('file', new File([CSV], 'matrix.csv', { type: 'text/csv' }));
  return form;
};

const avatarForm = (type: AvatarableType, id: number) => () => {
  const form = new FormData();
  form.append('avatarableType', type);
  form.append('avatarableId', String(id));
  form.append('file', new File([GIF], 'matrix.gif', { type: 'image/gif' }));
  return form;
};

const attachFiles: RouteRule = (actor, { oracle }) =>
  distinct(
    oracle.records('sessions').map((session) => {
      const id = session.id as number;
      return {
        target: sessionLabel(oracle, actor, id),
        request: { method: 'POST', path: '', form: attachForm(id) },
        // Students and parents may not attach files; a session one may not read is not found.
        expected: !canAttachFiles(actor.roles)
          ? refused(403)
          : oracle.canRead(actor, 'sessions', session)
            ? allowed(201)
            : refused(404),
      };
    }),
  );

const uploadsOfSession: RouteRule = (actor, { oracle }) =>
  distinct(
    oracle.records('sessions').map((session) => {
      const id = session.id as number;
      return {
        target: sessionLabel(oracle, actor, id),
        request: {
          method: 'GET',
          path: `/api/v2/uploads?attachableType=Session&attachableId=${id}`,
        },
        expected: oracle.canRead(actor, 'sessions', session) ? allowed(200) : refused(404),
        check: (json) =>
          ((json as { uploads?: { attachableId: number }[] }).uploads ?? [])
            .filter((upload) => upload.attachableId !== id)
            .map(() => ({ kind: 'leak' as const, message: `lists a file of another session` })),
      };
    }),
  );

/** Each upload, readable when its session is. */
const oneUpload =
  (method: 'GET' | 'DELETE', suffix: string): RouteRule =>
  (actor, { oracle, snapshot }) =>
    distinct(
      snapshot.uploads.map((upload) => {
        const session = oracle.record('sessions', upload.attachableId);
        const readable = session !== undefined && oracle.canRead(actor, 'sessions', session);
        const expected = !readable
          ? refused(404)
          : method === 'GET'
            ? allowed(200)
            : canDeleteUpload(actor, upload)
              ? allowed(204)
              : refused(403);
        const whose = upload.uploadedById === actor.id ? 'own' : "someone else's";
        return {
          target: `${whose} upload #${upload.id} on ${sessionLabel(oracle, actor, upload.attachableId)}`,
          request: { method, path: `/api/v2/uploads/${upload.id}${suffix}` },
          expected,
        };
      }),
    );

const isOwnAvatarable = (actor: AuthUser, type: AvatarableType, id: number) =>
  ({ User: actor.id, Tutor: actor.tutorId, Employee: actor.employeeId, Student: actor.studentId })[
    type
  ] === id;

/**
 * An avatar follows the record it belongs to, as files follow theirs: a tutor's is seen by
 * whoever may read the tutor, a student's by whoever may read the student; a user's or an
 * employee's by themself and by whoever may read user accounts (staff).
 */
function mayReadAvatarOf(
  actor: AuthUser,
  oracle: ReadOracle,
  type: AvatarableType,
  id: number,
): boolean {
  const readable = (resource: 'tutors' | 'students' | 'users') => {
    const record = oracle.record(resource, id);
    return record !== undefined && oracle.canRead(actor, resource, record);
  };
  switch (type) {
    case 'Tutor':
      return readable('tutors');
    case 'Student':
      return readable('students');
    case 'User':
      return actor.id === id || readable('users');
    case 'Employee':
      return actor.employeeId === id || ruleOf(usersContract, 'read').reach(actor) !== 'none';
  }
}

const setAvatar: RouteRule = (actor, { oracle }) => {
  const ids = (resource: 'users' | 'tutors' | 'students') =>
    oracle.records(resource).map((r) => r.id as number);
  const avatarables: { type: AvatarableType; id: number }[] = [
    ...ids('users').map((id) => ({ type: 'User' as const, id })),
    ...ids('tutors').map((id) => ({ type: 'Tutor' as const, id })),
    // A tutor's id is their employee id; every staff member's own employee record too.
    ...[...ids('tutors'), ...(actor.employeeId ? [actor.employeeId] : [])].map((id) => ({
      type: 'Employee' as const,
      id,
    })),
    ...ids('students').map((id) => ({ type: 'Student' as const, id })),
  ];
  return distinct(
    avatarables.map((avatarable) => ({
      target: `${isOwnAvatarable(actor, avatarable.type, avatarable.id) ? 'own' : "someone else's"} ${avatarable.type} #${avatarable.id}`,
      request: { method: 'POST', path: '', form: avatarForm(avatarable.type, avatarable.id) },
      expected: canSetAvatar(actor, avatarable) ? allowed(200) : refused(403),
    })),
  );
};

/**
 * The hand-written routes that need a sign-in, each with its rule from its documentation:
 * most let anyone signed in; uploads follow the session they are attached to (domain's
 * `canAttachFiles`, `canDeleteUpload`), avatars domain's `canSetAvatar`, and channel auth
 * the user's own private channel only.
 */
const SIGNED_IN_ROUTES: Record<string, RouteRule> = {
  'DELETE /api/logout.json': () => [
    {
      target: 'own sign-in',
      request: { method: 'DELETE', path: '/api/logout.json' },
      expected: allowed(204),
    },
  ],
  'GET /api/v2/roles': () => [
    {
      target: 'collection',
      request: { method: 'GET', path: '/api/v2/roles' },
      expected: allowed(200),
    },
  ],
  'GET /api/v2/titles': () => [
    {
      target: 'collection',
      request: { method: 'GET', path: '/api/v2/titles' },
      expected: allowed(200),
    },
  ],
  'PUT /api/profile.json': (actor) => [
    {
      target: 'own profile',
      request: {
        method: 'PUT',
        path: '/api/profile.json',
        body: { user: { firstName: actor.firstName, lastName: actor.lastName } },
      },
      expected: allowed(200),
    },
  ],
  'POST /api/auth/pusher/auth': (actor, { oracle }) => {
    const someoneElse = oracle.records('users').find((user) => user.id !== actor.id)!.id as number;
    // Form-encoded, as pusher-js sends it.
    const channel = (userId: number) => ({
      method: 'POST' as const,
      path: '/api/auth/pusher/auth',
      form: () =>
        new URLSearchParams({
          socket_id: '1234.5678',
          channel_name: privateUserChannel('tutor', userId),
        }),
    });
    return [
      {
        target: 'own private channel',
        request: channel(actor.id),
        expected: allowed(200),
      },
      {
        target: "someone else's private channel",
        request: channel(someoneElse),
        expected: refused(403),
      },
    ];
  },
  'POST /api/v2/uploads.json': attachFiles,
  'POST /api/v2/uploads': attachFiles,
  'GET /api/v2/uploads': uploadsOfSession,
  'GET /api/v2/uploads/{id}': oneUpload('GET', ''),
  'GET /api/v2/uploads/{id}/file': oneUpload('GET', '/file'),
  'DELETE /api/v2/uploads/{id}': oneUpload('DELETE', ''),
  'POST /api/v2/avatars.json': setAvatar,
  'POST /api/v2/avatars': setAvatar,
  'GET /api/v2/avatars/{type}/{id}': (actor, { oracle, snapshot }) =>
    snapshot.avatars.map(({ avatarableType, avatarableId }) => {
      const type = avatarableType as AvatarableType;
      const whose = isOwnAvatarable(actor, type, avatarableId) ? 'own' : "someone else's";
      return {
        target: `${whose} ${type} #${avatarableId}'s avatar`,
        request: { method: 'GET', path: `/api/v2/avatars/${type}/${avatarableId}` },
        expected: mayReadAvatarOf(actor, oracle, type, avatarableId) ? allowed(200) : refused(404),
      };
    }),
};

/** A bare call of an operation: every path parameter 1, an empty JSON body for writes. */
function defaultRequest(operation: Operation): MatrixRequest {
  return {
    method: operation.method.toUpperCase() as MatrixRequest['method'],
    path: operation.path.replace(/\{\w+\}/g, '1'),
    ...(operation.method === 'get' ? {} : { body: {} }),
  };
}

/** Whether the matrix knows how to judge a hand-written operation. */
export function isKnownRoute(operation: Operation): boolean {
  return !operation.needsSignIn || Object.hasOwn(SIGNED_IN_ROUTES, operation.key);
}

/**
 * The cells of a hand-written route for one viewer. A public route (`security: []`) must
 * answer everyone without asking for a sign-in; any other answers a signed-out caller 401 and
 * a signed-in one as its rule says.
 */
export function routeCells(operation: Operation, viewer: Viewer, ctx: RouteCellContext): Cell[] {
  const cell = (target: RouteTarget): Cell => ({
    operation: operation.key,
    viewer,
    ...target,
    // Routes with two paths (POST /uploads and /uploads.json) share a rule: send to this one.
    request: { ...target.request, path: target.request.path || operation.path },
  });
  if (!operation.needsSignIn) {
    const request = PUBLIC_REQUESTS[operation.key]?.(viewer) ?? defaultRequest(operation);
    return [cell({ target: 'public', request, expected: PUBLIC })];
  }
  const rule = SIGNED_IN_ROUTES[operation.key];
  if (!rule) {
    // A route the matrix cannot judge yet fails it (see isKnownRoute); signed out, it is still 401.
    return viewer.actor
      ? []
      : [
          cell({
            target: 'unknown',
            request: defaultRequest(operation),
            expected: SIGN_IN_REFUSED,
          }),
        ];
  }
  if (!viewer.actor) {
    return rule(ctx.standIn, ctx).map((target) =>
      cell({ ...target, expected: SIGN_IN_REFUSED, check: undefined }),
    );
  }
  return rule(viewer.actor, ctx).map(cell);
}
