import { z } from 'zod';
import { BLANK_MESSAGE } from './field-messages.ts';
import { normalizePhone, validateStoredPhone } from './phone.ts';
import { storableText } from './resources/payload-fields.ts';
import { validateTimeZone } from './time-zone-rules.ts';

/** Names: required, at most 100 characters (the users columns' size). */
export const NAME_MAX_LENGTH = 100;
export const NAME_TOO_LONG_MESSAGE = `is too long (maximum is ${NAME_MAX_LENGTH} characters)`;

const name = storableText.trim().min(1, BLANK_MESSAGE).max(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE);

/** Checks a value with one of domain's rules (null = acceptable, else the message). */
function ruleCheck(rule: (value: string) => string | null) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/**
 * What the user may change of their own profile (`PUT /api/profile.json` `{ user }`, and the
 * profile form): firstName, lastName, phone, timeZone, any of them. Phone and time zone go
 * through the very rules the inputs use. A phone, when sent, is required (spec §5) and is
 * stored normalised ("+" and digits).
 */
export const profileChanges = z
  .object({
    firstName: name.optional().meta({ example: 'Marcus' }),
    lastName: name.optional().meta({ example: 'Okafor' }),
    phone: z
      .string()
      .trim()
      .superRefine(ruleCheck((value) => validateStoredPhone(value)))
      .transform(normalizePhone)
      .optional()
      .meta({ example: '+1 (312) 555-0142' }),
    timeZone: z
      .string()
      .trim()
      .superRefine(ruleCheck((value) => validateTimeZone(value)))
      .optional()
      .meta({ example: 'America/Chicago' }),
  })
  .strict()
  .meta({ id: 'ProfileRequest', description: 'Any of the fields; the others keep their values.' });

/** The changes as the server applies them (names trimmed, phone normalised). */
export type ProfileChanges = z.output<typeof profileChanges>;
/** The fields as a form holds them. */
export type ProfileFields = z.input<typeof profileChanges>;
