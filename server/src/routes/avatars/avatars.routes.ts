import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { uploadBodyLimit } from '../uploads/multipart.ts';
import { setAvatar, showAvatar } from './avatars.handlers.ts';

/**
 * Avatars (spec: sign-in-exams-and-shared §7), mounted at /api/v2:
 * - POST /avatars(.json): multipart `file`, `avatarableType`, `avatarableId` -> `{ avatar: { url } }`,
 *   replacing the record's previous avatar;
 * - GET /avatars/{type}/{id}: the image, for signed-in users.
 */
export function avatarRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/avatars.json', uploadBodyLimit, setAvatar);
  routes.post('/avatars', uploadBodyLimit, setAvatar);
  routes.get('/avatars/:type/:id', showAvatar);
  return routes;
}
