import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import {
  createUpload,
  deleteUpload,
  downloadUpload,
  listUploads,
  showUpload,
} from './uploads.handlers.ts';
import { uploadBodyLimit } from './multipart.ts';

/**
 * Files attached to records (spec: sign-in-exams-and-shared §7 Uploads), mounted at /api/v2:
 * - POST /uploads(.json): multipart `file`, `attachableId`, `attachableType` -> 201 `{ upload }`;
 * - GET /uploads?attachableId=&attachableType= -> `{ uploads, meta }`;
 * - GET /uploads/{id} -> `{ upload }`; GET /uploads/{id}/file -> the bytes, as a download;
 * - DELETE /uploads/{id} -> 204 (the uploader or staff).
 */
export function uploadRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/uploads.json', uploadBodyLimit, createUpload);
  routes.post('/uploads', uploadBodyLimit, createUpload);
  routes.get('/uploads', listUploads);
  routes.get('/uploads/:id/file', downloadUpload);
  routes.get('/uploads/:id', showUpload);
  routes.delete('/uploads/:id', deleteUpload);
  return routes;
}
