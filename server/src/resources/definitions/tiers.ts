import { tiersContract, type TierTutorAssignment } from '@tp/domain';
import { inArray, sql } from 'drizzle-orm';
import { tiers, tutors } from '../../db/schema/index.ts';
import { Invalid } from '../../http/errors.ts';
import { defineResource, isoRequired } from '../define.ts';
import { textSearch } from '../filters.ts';
import { qualified } from '../scopes.ts';

const tutorsCount = sql<number>`(select count(*)::int from ${tutors}
  where ${tutors.tierId} = ${qualified(tiers.id)})`.as('tutors_count');

export const tiersResource = defineResource({
  contract: tiersContract,
  from: tiers,
  fields: {
    id: tiers.id,
    name: tiers.name,
    billingRate: tiers.billingRate,
    tutorsCount,
    createdAt: tiers.createdAt,
    updatedAt: tiers.updatedAt,
    lockVersion: tiers.lockVersion,
  },
  idColumn: tiers.id,
  sortable: {
    id: tiers.id,
    name: tiers.name,
    billing_rate: tiers.billingRate,
    created_at: tiers.createdAt,
  },
  defaultOrder: { column: 'billing_rate', sort: 'asc' },
  filters: { query: textSearch({ name: tiers.name }, 'Name contains (case-insensitive).') },
  includes: { tutors: { kind: 'hasMany', target: 'tutors', foreignKey: 'tierId' } },
  serialize: (row) => ({
    ...row,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
  write: { table: tiers },
  actions: {
    assignTutors: {
      async run({ tx, id, input }) {
        const { tutorIds } = input as TierTutorAssignment;
        const wanted = [...new Set(tutorIds)];
        const found = await tx
          .select({ id: tutors.id })
          .from(tutors)
          .where(inArray(tutors.id, wanted));
        const known = new Set(found.map((row) => row.id));
        const missing = wanted.filter((tutorId) => !known.has(tutorId));
        if (missing.length > 0) {
          throw new Invalid({ tutorIds: [`are not tutors: ${missing.join(', ')}`] });
        }
        await tx.update(tutors).set({ tierId: id! }).where(inArray(tutors.id, wanted));
      },
    },
  },
});
