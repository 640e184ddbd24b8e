import { ACCOUNT_MESSAGES } from '@tp/domain';
import { rateLimited } from './account-paths.ts';
import type { JsonSchema } from './json-schema.ts';

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('Error')) });

/** Schemas of the sign-in calls, described by hand: they live outside the v2 resources. */
export const AUTH_SCHEMAS: Record<string, JsonSchema> = {
  AuthUser: {
    type: 'object',
    required: ['id', 'roles', 'firstName', 'lastName', 'email', 'language', 'homeUrl'],
    properties: {
      id: { type: 'integer' },
      roles: { type: 'array', items: { type: 'string' }, example: ['tutor'] },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      title: { type: ['string', 'null'] },
      phone: { type: ['string', 'null'] },
      email: { type: 'string', example: 'tutor@demo.test' },
      timeZone: { type: ['string', 'null'], example: 'America/New_York' },
      language: { type: 'string', example: 'en' },
      homeUrl: { type: 'string', example: '/tutor/schedule' },
      unconfirmedEmail: { type: ['string', 'null'] },
      tutorId: { type: ['integer', 'null'] },
      employeeId: { type: ['integer', 'null'] },
      studentId: { type: ['integer', 'null'] },
      parentId: { type: ['integer', 'null'] },
      spoofedBy: {
        description: 'Set while spoofing (X-Spoof-User): the real, signed-in user.',
        anyOf: [
          {
            type: 'object',
            required: ['id', 'firstName', 'lastName'],
            properties: {
              id: { type: 'integer', example: 1 },
              firstName: { type: 'string', example: 'Ada' },
              lastName: { type: 'string', example: 'Admin' },
            },
          },
          { type: 'null' },
        ],
      },
    },
  },
  LoginRequest: {
    type: 'object',
    description:
      'Either login (e-mail, any case) and password, or the token of a mailed sign-in link (GET /api/v2/sso.json; single use).',
    properties: {
      login: { type: 'string', example: 'tutor@demo.test' },
      password: { type: 'string', example: 'demo1234' },
      token: { type: 'string', description: 'Instead of login and password.' },
    },
  },
  ClientConfig: {
    type: 'object',
    properties: {
      version: { type: 'string', example: '3.0.2' },
      realtime: {
        type: 'object',
        description: 'pusher-js options.',
        properties: {
          key: { type: 'string' },
          wsHost: { type: 'string', example: 'localhost' },
          wsPort: { type: 'integer', example: 3000 },
          wssPort: { type: 'integer', example: 3000 },
          forceTLS: { type: 'boolean' },
          cluster: { type: 'string', example: 'mt1' },
          enabledTransports: { type: 'array', items: { type: 'string' }, example: ['ws', 'wss'] },
          authEndpoint: { type: 'string', example: '/api/auth/pusher/auth' },
        },
      },
    },
  },
};

/** Paths of the sign-in, settings and realtime-authorisation calls. */
export const AUTH_PATHS: Record<string, JsonSchema> = {
  '/api/session.json': {
    get: {
      security: [],
      tags: ['auth'],
      summary:
        'The signed-in user, or null. Sets the readable XSRF-TOKEN cookie when missing. Never 401.',
      responses: {
        200: {
          description: 'The signed-in user',
          content: json({
            type: 'object',
            properties: { user: { anyOf: [ref('AuthUser'), { type: 'null' }] } },
          }),
        },
      },
    },
  },
  '/api/login.json': {
    post: {
      security: [],
      tags: ['auth'],
      summary:
        'Signs in; sets the HttpOnly SameSite=Lax cookie tp_auth. Needs the X-XSRF-TOKEN header.',
      requestBody: { required: true, content: json(ref('LoginRequest')) },
      responses: {
        200: {
          description: 'Signed in',
          content: json({ type: 'object', properties: { user: ref('AuthUser') } }),
        },
        401: error(
          `"${ACCOUNT_MESSAGES.invalidLogin}"; for a bad, used or expired link token "${ACCOUNT_MESSAGES.invalidSignInLink}"; ` +
            'a locked, frozen or inactive account is refused with a sentence saying why.',
        ),
        403: error('Invalid CSRF token.'),
        422: {
          description: 'Without a token: errors.login / errors.password "can\'t be blank".',
          content: json(ref('ValidationError')),
        },
        429: rateLimited(),
      },
    },
  },
  '/api/logout.json': {
    delete: {
      tags: ['auth'],
      summary: 'Signs out and clears the session cookie.',
      responses: { 204: { description: 'Signed out' }, 403: error('Invalid CSRF token.') },
    },
  },
  '/api/config.json': {
    get: {
      security: [],
      tags: ['auth'],
      summary: 'Runtime settings the apps read at start (public): version and pusher-js options.',
      responses: { 200: { description: 'Settings', content: json(ref('ClientConfig')) } },
    },
  },
  '/api/auth/pusher/auth': {
    post: {
      tags: ['auth'],
      summary:
        'Authorises a private realtime channel of the signed-in user (Pusher signature scheme).',
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              required: ['socket_id', 'channel_name'],
              properties: {
                socket_id: { type: 'string', example: '1234.5678' },
                channel_name: { type: 'string', example: 'private-tutor-user-2' },
              },
            },
          },
        },
      },
      responses: {
        200: {
          description: 'The signature',
          content: json({
            type: 'object',
            properties: { auth: { type: 'string', example: 'key:hexsignature' } },
          }),
        },
        403: error('Not your channel, or no CSRF token.'),
      },
    },
  },
  '/api/v2/roles': {
    get: {
      tags: ['auth'],
      summary: 'Every role name.',
      responses: {
        200: {
          description: 'Roles',
          content: json({
            type: 'object',
            properties: { roles: { type: 'array', items: { type: 'string' } } },
          }),
        },
        401: error('Not signed in.'),
      },
    },
  },
  '/api/v2/titles': {
    get: {
      tags: ['auth'],
      summary: 'Employee titles.',
      responses: {
        200: {
          description: 'Titles',
          content: json({
            type: 'object',
            properties: { titles: { type: 'array', items: { type: 'string' } } },
          }),
        },
        401: error('Not signed in.'),
      },
    },
  },
};
