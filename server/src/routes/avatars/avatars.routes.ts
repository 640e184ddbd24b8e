import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/context.ts';
import { signedIn } from '../openapi/documented-middleware.ts';
import { answer, invalid, refusal } from '../openapi/route-answers.ts';
import { validForm, validParams } from '../openapi/route-validators.ts';
import { uploadBodyLimit } from '../uploads/multipart.ts';
import { setAvatar, showAvatar } from './avatars.handlers.ts';
import { avatarAnswer, avatarForm, avatarPath } from './avatars.schemas.ts';

const TAGS = ['shared'];

const SET = describeRoute({
  tags: TAGS,
  summary:
    "Sets a record's avatar, replacing the previous one: jpg, png, bmp or gif by content, at most 3 MB. " +
    'Users set their own (User, Tutor, Employee, Student); staff anyone. POST /api/v2/avatars and /api/v2/avatars.json are the same call.',
  responses: {
    200: answer('Stored', avatarAnswer),
    403: refusal('Not your avatar.'),
    404: refusal('No such record.'),
    422: invalid('No file, not an allowed image, or over 3 MB.'),
  },
});

/**
 * Avatars (spec: sign-in-exams-and-shared §7), mounted at /api/v2:
 * - POST /avatars(.json): multipart `file`, `avatarableType`, `avatarableId` -> `{ avatar: { url } }`,
 *   replacing the record's previous avatar;
 * - GET /avatars/{type}/{id}: the image, for signed-in users who may read its record.
 */
export function avatarRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const set = [signedIn, uploadBodyLimit, SET, validForm(avatarForm)] as const;
  routes.post('/avatars.json', ...set, (c) => setAvatar(c, c.req.valid('form')));
  routes.post('/avatars', ...set, (c) => setAvatar(c, c.req.valid('form')));
  routes.get(
    '/avatars/:type/:id',
    signedIn,
    describeRoute({
      tags: TAGS,
      summary:
        "The avatar image, for whoever may read its record (a tutor's: anyone with a role; a student's: " +
        "as the student record; a user's or an employee's: themself and staff). The URL carries a version, cached for good.",
      responses: {
        200: { description: 'The image' },
        404: refusal('No avatar, or not one the caller may see.'),
      },
    }),
    validParams(avatarPath, { fieldNames: { type: 'avatarableType', id: 'avatarableId' } }),
    (c) => showAvatar(c, c.req.valid('param')),
  );
  return routes;
}
