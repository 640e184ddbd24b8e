import { AVAILABILITY_DURATION_LIMITS, availabilitiesContract } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { availabilities } from '../../db/schema/index.ts';
import { defineResource, isoRequired } from '../define.ts';
import { booleanIs, integerIn, overlapWindow } from '../filters.ts';
import { withResolvedTiming } from './timing-values.ts';

const window = overlapWindow(availabilities.startsAt, availabilities.endsAt);

export const availabilitiesResource = defineResource({
  contract: availabilitiesContract,
  from: availabilities,
  fields: {
    id: availabilities.id,
    tutorId: availabilities.tutorId,
    startsAt: availabilities.startsAt,
    endsAt: availabilities.endsAt,
    duration: availabilities.duration,
    locked: availabilities.locked,
    maxedOut: availabilities.maxedOut,
    lockVersion: availabilities.lockVersion,
  },
  idColumn: availabilities.id,
  sortable: {
    id: availabilities.id,
    starts_at: availabilities.startsAt,
    ends_at: availabilities.endsAt,
    tutor_id: availabilities.tutorId,
    duration: availabilities.duration,
  },
  defaultOrder: { column: 'starts_at', sort: 'asc' },
  filters: {
    tutorId: integerIn(availabilities.tutorId, 'Tutor id.'),
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    locked: booleanIs(availabilities.locked, 'Locked (true) or open (false).'),
  },
  includes: { tutor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'tutorId' } },
  serialize: (row) => ({
    ...row,
    startsAt: isoRequired(row.startsAt),
    endsAt: isoRequired(row.endsAt),
  }),
  readScopes: {
    tutor: (user) => (user.tutorId === null ? null : eq(availabilities.tutorId, user.tutorId)),
    // Spec scheduling §6: only non-locked availabilities are shown to non-tutor apps.
    student: () => eq(availabilities.locked, false),
    parent: () => eq(availabilities.locked, false),
  },
  write: {
    table: availabilities,
    toValues: (payload, current) =>
      withResolvedTiming(payload, current, AVAILABILITY_DURATION_LIMITS),
  },
});
