import { can, isStaff, privateUserChannel } from '@tp/domain';
import { FIXTURE_LOGIN_PASSWORD } from '../fixtures.ts';
import {
  attachFiles,
  avatarImage,
  oneUpload,
  setAvatar,
  uploadsOfSession,
} from './file-route-rules.ts';
import type { MatrixRequest, Viewer } from './matrix-client.ts';
import { PUBLIC, SIGN_IN_REFUSED, allowed, refused, type Cell } from './matrix-cells.ts';
import type { Operation } from './openapi-operations.ts';
import type { RouteCellContext, RouteRule, RouteTarget } from './route-rules.ts';
import { SESSION_MEETING_ROUTE_RULES } from './session-meeting-route-rules.ts';
import { PLACE_ROUTE_RULES } from './place-route-rules.ts';
import { TARGET_HISTORY_ROUTE_RULES } from './target-history-route-rules.ts';
import { EXAM_ROUTE_RULES } from './exam-route-rules.ts';
import { REPORT_ROUTE_RULES } from './report-route-rules.ts';

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

/** Public GETs that write: the spec's sso.json mails a sign-in link (a token, an audit event). */
const PUBLIC_GETS_THAT_WRITE = new Set(['GET /api/v2/sso.json']);

/** A look-up only staff read: 200 for them, 403 for anyone else signed in. */
const staffLookup =
  (path: string): RouteRule =>
  (actor) => [
    {
      target: 'collection',
      request: { method: 'GET', path },
      expected: isStaff(actor.roles) ? allowed(200) : refused(403),
    },
  ];

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
  'GET /api/v2/grade_levels': () => [
    {
      target: 'collection',
      request: { method: 'GET', path: '/api/v2/grade_levels?withGradYear=true' },
      expected: allowed(200),
    },
  ],
  'GET /api/v2/degree_levels': () => [
    {
      target: 'collection',
      request: { method: 'GET', path: '/api/v2/degree_levels' },
      expected: allowed(200),
    },
  ],
  // Staff only: the shipment form and filter, the course form.
  'GET /api/v2/originators': staffLookup('/api/v2/originators'),
  'GET /api/v2/shipping_methods': staffLookup('/api/v2/shipping_methods'),
  'GET /api/v2/materials': staffLookup('/api/v2/materials'),
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
  'GET /api/v2/avatars/{type}/{id}': avatarImage,
  // The shipments CSV: whoever may read shipments (domain's `can`), else 403.
  'GET /api/v2/shipments.csv': (actor) => [
    {
      target: 'collection',
      request: { method: 'GET', path: '/api/v2/shipments.csv?status=pending' },
      expected: can(actor, 'read', 'shipments') ? allowed(200) : refused(403),
    },
  ],
  ...SESSION_MEETING_ROUTE_RULES,
  ...PLACE_ROUTE_RULES,
  ...TARGET_HISTORY_ROUTE_RULES,
  ...EXAM_ROUTE_RULES,
  ...REPORT_ROUTE_RULES,
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
    return [
      cell({
        target: 'public',
        request,
        expected: PUBLIC,
        writes: PUBLIC_GETS_THAT_WRITE.has(operation.key),
      }),
    ];
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
