import {
  EFFECTIVE_USER_HEADER,
  SPOOFED_BY_HEADER,
  SPOOF_HEADER,
  SPOOF_HEADER_INVALID_MESSAGE,
  SPOOF_NOT_ALLOWED_MESSAGE,
  SPOOF_TYPES,
} from '@tp/domain';
import { z } from 'zod';
import { toJsonSchema, type JsonSchema } from './json-schema.ts';

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The component names the operations refer to. */
export const SPOOF_PARAMETER_NAME = 'SpoofUser';

/**
 * `X-Spoof-User`, described once: the session middleware reads it on every call of a signed-in
 * user (and POST /api/login.json reads it for the user just signed in), so every operation
 * refers to it.
 */
export const SPOOF_PARAMETERS = {
  [SPOOF_PARAMETER_NAME]: {
    name: SPOOF_HEADER,
    in: 'header',
    required: false,
    description:
      `Act as another user: {Type}-{id}, Type one of ${SPOOF_TYPES.join(', ')} and id that record's id. ` +
      'The right to spoof the target is checked on every call; the session and CSRF token stay the real ' +
      `user's. Ignored when signed out. Malformed: 422 (errors.base "${SPOOF_HEADER_INVALID_MESSAGE}"); ` +
      `unknown or not allowed: 403 "${SPOOF_NOT_ALLOWED_MESSAGE}".`,
    schema: toJsonSchema(
      z
        .string()
        .regex(new RegExp(`^(${SPOOF_TYPES.join('|')})-[1-9][0-9]*$`))
        .meta({ example: 'Tutor-42' }),
    ),
  },
} satisfies Record<string, JsonSchema>;

export const SPOOF_RESPONSE_HEADERS = {
  EffectiveUser: {
    description:
      'Who the call acted as, when signed in: the X-Spoof-User target, else the signed-in user ' +
      '(Tutor-, Employee-, Student- or Parent-{id}, or User-{id} for a user with none of those records).',
    schema: toJsonSchema(z.string().meta({ example: 'Tutor-42' })),
  },
  SpoofedBy: {
    description: 'While spoofing: the id of the real, signed-in user.',
    schema: toJsonSchema(z.string().meta({ example: '1' })),
  },
} satisfies Record<string, JsonSchema>;

const spoofHeaderRefs = {
  [EFFECTIVE_USER_HEADER]: { $ref: '#/components/headers/EffectiveUser' },
  [SPOOFED_BY_HEADER]: { $ref: '#/components/headers/SpoofedBy' },
};

const errorContent = (name: string) => ({
  'application/json': { schema: { $ref: `#/components/schemas/${name}` } },
});

/** The answers any operation may give because of the header, unless it describes its own. */
const SPOOF_ERRORS: Record<string, JsonSchema> = {
  403: { description: SPOOF_NOT_ALLOWED_MESSAGE, content: errorContent('Error') },
  422: {
    description: `Malformed ${SPOOF_HEADER}: ${SPOOF_HEADER_INVALID_MESSAGE}`,
    content: errorContent('ValidationError'),
  },
};

function withSpoofingOperation(operation: JsonSchema): JsonSchema {
  const responses = (operation.responses ?? {}) as Record<string, JsonSchema>;
  const withHeaders = Object.fromEntries(
    Object.entries(responses).map(([status, response]) =>
      status.startsWith('2')
        ? [
            status,
            {
              ...response,
              headers: { ...((response.headers ?? {}) as JsonSchema), ...spoofHeaderRefs },
            },
          ]
        : [status, response],
    ),
  );
  return {
    ...operation,
    parameters: [
      ...((operation.parameters ?? []) as JsonSchema[]),
      { $ref: `#/components/parameters/${SPOOF_PARAMETER_NAME}` },
    ],
    responses: { ...SPOOF_ERRORS, ...withHeaders },
  };
}

/** `paths` with each operation (a method's entry) replaced by `change` of it. */
export function mapOperations(
  paths: Record<string, JsonSchema>,
  change: (operation: JsonSchema) => JsonSchema,
): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([key, value]) =>
          OPERATION_METHODS.includes(key) ? [key, change(value as JsonSchema)] : [key, value],
        ),
      ),
    ]),
  );
}

/**
 * Every operation of `paths` with the X-Spoof-User parameter, the effective-user response
 * headers on its successful answers, and the header's 403/422 where it names none of its own.
 */
export function withSpoofing(paths: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return mapOperations(paths, withSpoofingOperation);
}
