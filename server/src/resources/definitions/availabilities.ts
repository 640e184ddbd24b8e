import { AVAILABILITY_DURATION_LIMITS } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { availabilities } from '../../db/schema/index.ts';
import { defineResource, isoRequired } from '../define.ts';
import { booleanIs, integerIn, overlapWindow } from '../filters.ts';
import { withResolvedTiming } from './timing-values.ts';

const isoDateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const availabilityPayload = z.object({
  tutorId: z.number().int().positive(),
  startsAt: isoDateTime,
  endsAt: isoDateTime.optional(),
  duration: z.number().int().optional(),
  locked: z.boolean().optional(),
  maxedOut: z.boolean().optional(),
});

const window = overlapWindow(availabilities.startsAt, availabilities.endsAt);

export const availabilitiesResource = defineResource({
  name: 'availabilities',
  summary: 'Time tutors offer for booking.',
  from: availabilities,
  fields: {
    id: availabilities.id,
    tutorId: availabilities.tutorId,
    startsAt: availabilities.startsAt,
    endsAt: availabilities.endsAt,
    duration: availabilities.duration,
    locked: availabilities.locked,
    maxedOut: availabilities.maxedOut,
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
  record: z.object({
    id: z.number().int(),
    tutorId: z.number().int(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    duration: z.number().int(),
    locked: z.boolean(),
    maxedOut: z.boolean(),
  }),
  readScopes: {
    tutor: (user) => (user.tutorId === null ? null : eq(availabilities.tutorId, user.tutorId)),
    // Spec scheduling §6: only non-locked availabilities are shown to non-tutor apps.
    student: () => eq(availabilities.locked, false),
    parent: () => eq(availabilities.locked, false),
  },
  writeScopes: {
    tutor: (user) => (user.tutorId === null ? null : eq(availabilities.tutorId, user.tutorId)),
  },
  write: {
    table: availabilities,
    create: availabilityPayload,
    update: availabilityPayload.partial(),
    toValues: (payload, current) =>
      withResolvedTiming(payload, current, AVAILABILITY_DURATION_LIMITS),
  },
});
