import { levelsContract } from '@tp/domain';
import { levels } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';

/** The points ladder, read-only: seeded with the demo world, lowest threshold first. */
export const levelsResource = defineResource({
  contract: levelsContract,
  from: levels,
  fields: {
    id: levels.id,
    sequence: levels.sequence,
    rank: levels.rank,
    pointThreshold: levels.pointThreshold,
    lockVersion: levels.lockVersion,
  },
  idColumn: levels.id,
  sortable: {
    id: levels.id,
    sequence: levels.sequence,
    point_threshold: levels.pointThreshold,
  },
  defaultOrder: { column: 'point_threshold', sort: 'asc' },
  serialize: (row) => ({ ...row }),
});
