import { toJsonSchema, type JsonSchema } from '../openapi/json-schema.ts';
import { uploadRecord } from '../uploads/upload-wire.ts';

/**
 * OpenAPI paths of the shared calls outside the resource machinery: uploads, avatars, locale
 * strings and reference lists. Merged into the document by openapi-document.ts.
 */
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('Error')) });
const invalid = (description: string) => ({
  description,
  content: json(ref('ValidationError')),
});
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
});
const codeAndName = object({ code: { type: 'string' }, name: { type: 'string' } });
const idPath = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };

export const SHARED_CALL_SCHEMAS: Record<string, JsonSchema> = {
  Upload: toJsonSchema(uploadRecord, 'output'),
};

const multipart = (properties: Record<string, JsonSchema>, required: string[]) => ({
  required: true,
  content: { 'multipart/form-data': { schema: { type: 'object', required, properties } } },
});

export const SHARED_CALL_PATHS: Record<string, JsonSchema> = {
  '/api/v2/uploads.json': {
    post: {
      tags: ['shared'],
      summary:
        'Attaches a file to a record (attachableType Session; staff, or a tutor to a session they can read). ' +
        'At most 3 MB a file and 5 MB a request; the type is decided by the content: jpeg, png, gif, pdf, rtf, ' +
        'plain text, csv, doc, xls, docx, xlsx. Also at /api/v2/uploads.',
      requestBody: multipart(
        {
          file: { type: 'string', format: 'binary' },
          attachableId: { type: 'integer' },
          attachableType: { type: 'string', enum: ['Session'] },
        },
        ['file', 'attachableId', 'attachableType'],
      ),
      responses: {
        201: { description: 'Stored', content: json(object({ upload: ref('Upload') })) },
        403: error('Students and parents may not attach files.'),
        404: error('No such record, or not one the caller can read.'),
        413: error('It looks like all your attachments exceed the 5MB limit.'),
        422: invalid(
          'A file over 3 MB, or of a type not supported (errors.base: "It looks like {file} can\'t be uploaded since file type is not supported").',
        ),
      },
    },
  },
  '/api/v2/uploads': {
    get: {
      tags: ['shared'],
      summary: 'The files of a record the caller can read.',
      parameters: [
        { name: 'attachableId', in: 'query', required: true, schema: { type: 'integer' } },
        {
          name: 'attachableType',
          in: 'query',
          required: true,
          schema: { type: 'string', enum: ['Session'] },
        },
      ],
      responses: {
        200: {
          description: 'Uploads, oldest first',
          content: json(
            object({ uploads: { type: 'array', items: ref('Upload') }, meta: ref('ListMeta') }),
          ),
        },
        404: error('No such record, or not one the caller can read.'),
      },
    },
  },
  '/api/v2/uploads/{id}': {
    get: {
      tags: ['shared'],
      summary: 'One upload.',
      parameters: [idPath],
      responses: {
        200: { description: 'The upload', content: json(object({ upload: ref('Upload') })) },
        404: error('Not found.'),
      },
    },
    delete: {
      tags: ['shared'],
      summary: 'Deletes an upload and its file (the uploader or staff).',
      parameters: [idPath],
      responses: {
        204: { description: 'Deleted' },
        403: error('Not the uploader, nor staff.'),
        404: error('Not found.'),
      },
    },
  },
  '/api/v2/uploads/{id}/file': {
    get: {
      tags: ['shared'],
      summary:
        'The file, as a download (Content-Disposition: attachment; X-Content-Type-Options: nosniff).',
      parameters: [idPath],
      responses: { 200: { description: 'The bytes' }, 404: error('Not found.') },
    },
  },
  '/api/v2/avatars': {
    post: {
      tags: ['shared'],
      summary:
        "Sets a record's avatar, replacing the previous one: jpg, png, bmp or gif by content, at most 3 MB. " +
        'Users set their own (User, Tutor, Employee, Student); staff anyone. Also at /api/v2/avatars.json.',
      requestBody: multipart(
        {
          file: { type: 'string', format: 'binary' },
          avatarableType: { type: 'string', enum: ['User', 'Tutor', 'Employee', 'Student'] },
          avatarableId: { type: 'integer' },
        },
        ['file', 'avatarableType', 'avatarableId'],
      ),
      responses: {
        200: {
          description: 'Stored',
          content: json(object({ avatar: object({ url: { type: 'string' } }) })),
        },
        403: error('Not your avatar.'),
        404: error('No such record.'),
        422: invalid('Not an allowed image, or over 3 MB.'),
      },
    },
  },
  '/api/v2/avatars/{type}/{id}': {
    get: {
      tags: ['shared'],
      summary: 'The avatar image (signed-in users; the URL carries a version, cached for good).',
      parameters: [
        { name: 'type', in: 'path', required: true, schema: { type: 'string' } },
        idPath,
      ],
      responses: { 200: { description: 'The image' }, 404: error('No avatar.') },
    },
  },
  '/api/v2/locales': {
    get: {
      security: [],
      tags: ['shared'],
      summary: 'The languages the apps are translated into (public).',
      responses: {
        200: {
          description: 'Languages',
          content: json(object({ locales: { type: 'array', items: codeAndName } })),
        },
      },
    },
  },
  '/api/v2/locales/{lang}.json': {
    get: {
      security: [],
      tags: ['shared'],
      summary:
        "An app's strings in a language, namespaces at the top, English filling missing keys (public, ETag).",
      parameters: [
        { name: 'lang', in: 'path', required: true, schema: { type: 'string', example: 'es' } },
        { name: 'app', in: 'query', schema: { type: 'string', example: 'tutor' } },
      ],
      responses: {
        200: { description: 'Strings', content: json({ type: 'object' }) },
        404: error('No strings for that language or app.'),
      },
    },
  },
  '/api/v2/countries': {
    get: {
      security: [],
      tags: ['shared'],
      summary: 'Countries (ISO 3166-1), by name (public, cached a day).',
      responses: {
        200: {
          description: 'Countries',
          content: json(object({ countries: { type: 'array', items: codeAndName } })),
        },
      },
    },
  },
  '/api/v2/states': {
    get: {
      security: [],
      tags: ['shared'],
      summary: 'US states, DC and territories with their codes (public, cached a day).',
      responses: {
        200: {
          description: 'States',
          content: json(object({ states: { type: 'array', items: codeAndName } })),
        },
      },
    },
  },
  '/api/v2/time_zones': {
    get: {
      security: [],
      tags: ['shared'],
      summary: 'IANA time zones: the US category first, then by region (public, cached a day).',
      responses: {
        200: {
          description: 'Time zones',
          content: json(
            object({
              timeZones: {
                type: 'array',
                items: object({
                  name: { type: 'string', example: 'America/New_York' },
                  category: { type: 'string', example: 'US' },
                }),
              },
            }),
          ),
        },
      },
    },
  },
};
