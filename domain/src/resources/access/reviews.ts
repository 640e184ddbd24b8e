import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import { overseesTutors } from '../../backoffice-access.ts';
import { rolesOnly, type AccessRule } from '../../permissions/rules.ts';
import { hasRole } from '../../roles.ts';
import type { reviewRecord } from '../reviews.ts';

/** A tutor's own reviews: those about them (spec §1 "Tutors see their own reviews"). */
const isAboutTutor = (actor: Actor, review: { tutorId: number }) =>
  actor.tutorId !== null && review.tutorId === actor.tutorId;

/**
 * Staff and faculty leaders read every review (a faculty leader follows low ratings up with
 * the tutor, from the back-office dashboard); any other tutor their own.
 */
const overseersOrOwnTutor: AccessRule<{ tutorId: number }> = {
  reach: (actor) =>
    overseesTutors(actor.roles) ? 'all' : hasRole(actor.roles, 'tutor') ? 'own' : 'none',
  own: isAboutTutor,
};

/** Spec §6: "instruction_manager can feature reviews"; §9 "Featured toggle only for instruction_manager". */
export const canFeatureReviews = rolesOnly<z.infer<typeof reviewRecord>>(['instruction_manager']);

export const reviewsAccess = {
  singular: 'review',
  access: {
    // Students and parents do not read reviews through this list (the spec gives them none).
    read: overseersOrOwnTutor,
    update: canFeatureReviews,
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof reviewRecord>>;
