/**
 * Whom a family contacts about a student (spec scheduling §2 {app}.session.student /contact,
 * staff-and-crm §2 "brand contact name, email and phone"): the family's advisor, the brand's
 * contact for the student's tutoring course and the tutor of that enrollment. Kept apart from
 * the students contract, which spreads the action in.
 */
import { z } from 'zod';
import type { ActionContract } from '../resources/contract.ts';
import { STUDENT_CONTACT_ACTIONS_RULES } from '../resources/access/student-contact-actions.ts';

/** A staff member the family may write to or call: no more than name, e-mail and phone. */
export const familyContactPerson = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type FamilyContactPerson = z.infer<typeof familyContactPerson>;

export const studentContacts = z.object({
  /** The parent's employee: the family's advisor. */
  advisor: familyContactPerson.nullable(),
  /** The contact of the brand of the student's tutoring course. */
  brandContact: familyContactPerson
    .extend({ brandName: z.string(), courseTitle: z.string() })
    .nullable(),
  /** The tutor of the tutoring enrollment, as families see tutors (first name, last initial). */
  tutor: z.object({ name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
});
export type StudentContacts = z.infer<typeof studentContacts>;

export const STUDENT_CONTACT_ACTIONS = {
  contacts: {
    on: 'member',
    method: 'GET',
    path: 'contacts',
    summary:
      "Whom to contact about the student: { advisor, brandContact, tutor }. advisor and brandContact carry name, email and phone only; tutor its name (first name, last initial) and avatarUrl; each null when there is none. The tutoring course is the student's latest active enrollment in a tutoring brand (Private Tutoring, or the Tutoring department). Staff; the student, their parent and their tutors (404 for any other student).",
    output: studentContacts,
    // Whoever may read the student: the read scope already limits the record to their own.
    allow: STUDENT_CONTACT_ACTIONS_RULES.contacts,
  },
} as const satisfies Record<string, ActionContract<unknown>>;
