import { z } from 'zod';
import { SIGN_IN_FAILURES, type SignInFailure } from '@tp/domain';

/** Every refused call but a validation failure: `{ error }` (and a request id on a 500). */
export const errorBody = z
  .object({
    error: z.string().meta({ example: 'You are not allowed to do that.' }),
    requestId: z.string().optional().meta({ description: 'On 500 only: quote it to support.' }),
    code: z
      .enum(Object.keys(SIGN_IN_FAILURES) as [SignInFailure, ...SignInFailure[]])
      .optional()
      .meta({
        description: 'On a refused sign-in (401): the reason as a key the apps translate.',
      }),
  })
  .meta({ id: 'Error' });

/** 422 (and 409): Rails-style field errors, `base` for the record as a whole. */
export const validationErrorBody = z
  .object({
    error: z.string().meta({ example: 'Validation failed' }),
    errors: z.record(z.string(), z.array(z.string())).meta({
      description: 'Rails-style: field (camelCase, or base) to messages.',
      example: { startsAt: ["can't be blank"] },
    }),
  })
  .meta({ id: 'ValidationError' });
