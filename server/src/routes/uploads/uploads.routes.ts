import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { UPLOAD_MESSAGES, type listMeta } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { signedIn } from '../openapi/documented-middleware.ts';
import { answer, invalid, refusal } from '../openapi/route-answers.ts';
import { validForm, validParams, validQuery } from '../openapi/route-validators.ts';
import {
  createUpload,
  deleteUpload,
  downloadUpload,
  listUploads,
  showUpload,
} from './uploads.handlers.ts';
import { uploadBodyLimit } from './multipart.ts';
import { uploadRecord } from './upload-wire.ts';
import { attachableParams, uploadForm, uploadIdParam } from './uploads.schemas.ts';

const TAGS = ['shared'];
const NOT_READABLE = refusal('No such record, or not one the caller can read.');
const oneUpload = z.object({ upload: uploadRecord });

const listMetaWire = z.object({
  totalCount: z.int(),
  totalPages: z.int(),
  pageNumber: z.int(),
  pageSize: z.int(),
}) satisfies z.ZodType<ReturnType<typeof listMeta>>;

const CREATE = describeRoute({
  tags: TAGS,
  summary:
    'Attaches a file to a record (attachableType Session: staff, or a tutor to a session they can read; Course, Student or Message: staff, for a message sent with its uploadIds). ' +
    'At most 3 MB a file and 5 MB a request; the type is decided by the content: jpeg, png, gif, pdf, rtf, ' +
    'plain text, csv, doc, xls, docx, xlsx. POST /api/v2/uploads and /api/v2/uploads.json are the same call.',
  responses: {
    201: answer('Stored', oneUpload),
    403: refusal('Students and parents may not attach files.'),
    404: NOT_READABLE,
    413: invalid(
      `A request over 5 MB, refused before it is read: "${UPLOAD_MESSAGES.batchTooLarge}"`,
    ),
    422: invalid(
      'A missing file, a file over 3 MB, or of a type not supported (errors.base: "It looks like {file} can\'t be uploaded since file type is not supported").',
    ),
  },
});

/**
 * Files attached to records (spec: sign-in-exams-and-shared §7 Uploads), mounted at /api/v2:
 * - POST /uploads(.json): multipart `file`, `attachableId`, `attachableType` -> 201 `{ upload }`;
 * - GET /uploads?attachableId=&attachableType= -> `{ uploads, meta }`;
 * - GET /uploads/{id} -> `{ upload }`; GET /uploads/{id}/file -> the bytes, as a download;
 * - DELETE /uploads/{id} -> 204 (the uploader or staff).
 */
export function uploadRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const create = [signedIn, uploadBodyLimit, CREATE, validForm(uploadForm)] as const;
  routes.post('/uploads.json', ...create, (c) => createUpload(c, c.req.valid('form')));
  routes.post('/uploads', ...create, (c) => createUpload(c, c.req.valid('form')));
  routes.get(
    '/uploads',
    signedIn,
    describeRoute({
      tags: TAGS,
      summary: 'The files of a record the caller can read.',
      responses: {
        200: answer(
          'Uploads, oldest first',
          z.object({ uploads: z.array(uploadRecord), meta: listMetaWire }),
        ),
        404: NOT_READABLE,
      },
    }),
    validQuery(attachableParams),
    (c) => listUploads(c, c.req.valid('query')),
  );
  routes.get(
    '/uploads/:id/file',
    signedIn,
    describeRoute({
      tags: TAGS,
      summary:
        'The file, as a download (Content-Disposition: attachment; X-Content-Type-Options: nosniff).',
      responses: { 200: { description: 'The bytes' }, 404: refusal('Not found.') },
    }),
    validParams(uploadIdParam),
    (c) => downloadUpload(c, c.req.valid('param').id),
  );
  routes.get(
    '/uploads/:id',
    signedIn,
    describeRoute({
      tags: TAGS,
      summary: 'One upload.',
      responses: { 200: answer('The upload', oneUpload), 404: refusal('Not found.') },
    }),
    validParams(uploadIdParam),
    (c) => showUpload(c, c.req.valid('param').id),
  );
  routes.delete(
    '/uploads/:id',
    signedIn,
    describeRoute({
      tags: TAGS,
      summary: 'Deletes an upload and its file (the uploader or staff).',
      responses: {
        204: { description: 'Deleted' },
        403: refusal('Not the uploader, nor staff.'),
        404: refusal('Not found.'),
      },
    }),
    validParams(uploadIdParam),
    (c) => deleteUpload(c, c.req.valid('param').id),
  );
  return routes;
}
