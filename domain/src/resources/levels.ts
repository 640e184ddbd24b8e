import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer } from './payload-fields.ts';
import { levelsAccess } from './access/levels.ts';

/** A rung of the points ladder (spec §3 Student level): reached at its point threshold. */
export const levelRecord = z.object({
  id: integer,
  sequence: integer,
  rank: z.string(),
  pointThreshold: integer,
  lockVersion: integer,
});
export type LevelRecord = z.infer<typeof levelRecord>;

export const levelsContract = defineContract({
  name: 'levels',
  singular: levelsAccess.singular,
  summary: 'The points ladder: levels with their rank and point threshold, lowest first.',
  record: levelRecord,
  access: levelsAccess.access,
});
