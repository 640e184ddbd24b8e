import { MAX_UPLOAD_BATCH_BYTES, UPLOAD_MESSAGES } from '@tp/domain';
import { JSON_TOO_LARGE_MESSAGE, MAX_JSON_BODY_BYTES } from '../../http/body-limit.ts';
import type { JsonSchema } from './json-schema.ts';
import { mapOperations } from './spoofing.ts';

const megabytes = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

/**
 * The 413 of the request-body limit (http/body-limit.ts), which every call under /api runs
 * before anything reads the body: over 1 MB of JSON, or over the uploader's batch for a
 * multipart form. Same body as a 422 (`errors.base`).
 */
function tooLarge(multipart: boolean): JsonSchema {
  const [limit, message] = multipart
    ? [MAX_UPLOAD_BATCH_BYTES, UPLOAD_MESSAGES.batchTooLarge]
    : [MAX_JSON_BODY_BYTES, JSON_TOO_LARGE_MESSAGE];
  return {
    description: `The body is over ${megabytes(limit)}: refused before it is read, nothing done. errors.base: "${message}"`,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationError' } } },
  };
}

function withBodyLimitOperation(operation: JsonSchema): JsonSchema {
  const body = operation.requestBody as { content?: Record<string, unknown> } | undefined;
  if (!body) return operation;
  const responses = (operation.responses ?? {}) as Record<string, JsonSchema>;
  if (responses['413']) return operation;
  const multipart = Object.keys(body.content ?? {}).some((type) =>
    type.startsWith('multipart/form-data'),
  );
  return { ...operation, responses: { ...responses, 413: tooLarge(multipart) } };
}

/** Every operation of `paths` that takes a body, with the 413 of its size limit. */
export function withBodyLimits(paths: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return mapOperations(paths, withBodyLimitOperation);
}
