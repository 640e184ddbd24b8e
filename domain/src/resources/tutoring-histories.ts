import { z } from 'zod';
import { REASSIGN_TUTOR_REQUIRED_MESSAGE } from '../student-removal.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import { tutoringHistoriesAccess } from './access/tutoring-histories.ts';

/** Spec §9: "Tutoring history 25" a page. */
export const TUTORING_HISTORY_PER_PAGE = 25;

/**
 * A tutor's history with one student (spec staff-and-crm §3 Others: "Tutoring history (id,
 * minutes, brandName, student, enrollment id, tutorId, active)"): the minutes tutored, the
 * tutoring enrollment it belongs to, and whether the student is still the tutor's.
 */
export const tutoringHistoryRecord = z.object({
  id: integer,
  tutorId: integer,
  tutorName: z.string(),
  studentId: integer,
  studentName: z.string(),
  /** The advisor of the student's parent (spec §2: the list's Advisor column). */
  advisorName: z.string().nullable(),
  enrollmentId: integer.nullable(),
  courseId: integer.nullable(),
  brandName: z.string().nullable(),
  /** Minutes of the student's sessions the tutor supervised and the student attended. */
  minutes: integer,
  /** Minutes left of the course's duration after the student's attended sessions. */
  remainingMinutes: integer.nullable(),
  active: z.boolean(),
  notes: z.string().nullable(),
  createdAt: isoDateTime,
  lockVersion: integer,
});
export type TutoringHistory = z.infer<typeof tutoringHistoryRecord>;

/** Spec §6: "can edit tutoring-history notes (tutors too)": instruction managers and tutors. */
export const tutoringHistoryUpdate = z.object({
  notes: storableText.max(10_000).nullable().optional(),
});

/** Spec §7: the save "takes enrollmentId and tutorId" when reassigning. */
export const tutoringHistoryReassign = z.object({
  tutorId: recordId.nullish().refine((id) => id != null, REASSIGN_TUTOR_REQUIRED_MESSAGE),
});

export type TutoringHistoryReassign = z.input<typeof tutoringHistoryReassign>;

export const tutoringHistoriesContract = defineContract({
  name: 'tutoring_histories',
  singular: tutoringHistoriesAccess.singular,
  summary: "Tutors' histories with their students: minutes tutored, remaining hours, active.",
  record: tutoringHistoryRecord,
  update: tutoringHistoryUpdate,
  access: tutoringHistoriesAccess.access,
  actions: {
    remove: {
      on: 'member',
      method: 'PUT',
      path: 'remove',
      summary:
        "Removes the student from the tutor's history (active false). Refused (422) while the student has a next or future session.",
      allow: tutoringHistoriesAccess.actions.remove,
    },
    reassign: {
      on: 'member',
      method: 'PUT',
      path: 'reassign',
      summary:
        'After a removal, gives the student (and the tutoring enrollment) to another tutor: an active history of that tutor. Body: { tutoring_history: { tutorId } }. Instruction managers only.',
      input: { in: 'body', schema: tutoringHistoryReassign, keyed: true },
      allow: tutoringHistoriesAccess.actions.reassign,
    },
  },
});
