import { z } from 'zod';
import { normalizePhone, validateStoredPhone, validateTimeZone } from '@tp/domain';

/** Names: required, at most 100 characters (the users columns' size). */
export const NAME_MAX_LENGTH = 100;

const name = z
  .string()
  .trim()
  .min(1, "can't be blank")
  .max(NAME_MAX_LENGTH, `is too long (maximum is ${NAME_MAX_LENGTH} characters)`);

/** Checks a value with one of domain's rules (null = acceptable, else the message). */
function domainRule(rule: (value: string) => string | null) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/**
 * What `PUT /api/profile.json` may change (`body.user`): firstName, lastName, phone, timeZone,
 * any of them. Phone and time zone are checked with the very rules the inputs use, so the
 * server refuses what the form would. A phone, when sent, is required (spec §5) and stored
 * normalised ("+" and digits).
 */
export const profileChanges = z
  .object({
    firstName: name.optional(),
    lastName: name.optional(),
    phone: z
      .string()
      .trim()
      .superRefine(domainRule((v) => validateStoredPhone(v)))
      .transform(normalizePhone)
      .optional(),
    timeZone: z
      .string()
      .trim()
      .superRefine(domainRule((v) => validateTimeZone(v)))
      .optional(),
  })
  .strict();

export type ProfileChanges = z.infer<typeof profileChanges>;
