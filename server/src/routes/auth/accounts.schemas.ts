import { isEmailAddress } from '@tp/domain';
import { z } from 'zod';

/** The fields inside Devise's `{ "user": { ... } }` envelope; the envelope is unwrapped first. */
export const emailFields = z.object({
  email: z
    .string()
    .trim()
    .min(1, "can't be blank")
    .refine((email) => isEmailAddress(email), 'is invalid'),
});
export type EmailFields = z.infer<typeof emailFields>;

/** `PUT /api/secret.json` and `PUT /api/setup.json`; the password rules are domain's. */
export const newPasswordFields = z.object({
  resetPasswordToken: z.string().trim().default(''),
  password: z.string().default(''),
  passwordConfirmation: z.string().default(''),
});
export type NewPasswordFields = z.infer<typeof newPasswordFields>;

/** `PUT /api/v2/users/{id}/change_password`. */
export const staffPasswordFields = z.object({
  password: z.string().default(''),
  passwordConfirmation: z.string().default(''),
});
export type StaffPasswordFields = z.infer<typeof staffPasswordFields>;

/** `{ user: {...} }` -> its inside, or `{}` so validation names the missing fields. */
export function unwrapUser(body: unknown): unknown {
  if (body && typeof body === 'object' && 'user' in body) {
    const inner = (body as { user: unknown }).user;
    if (inner && typeof inner === 'object') return inner;
  }
  return {};
}
