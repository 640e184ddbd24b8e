import { z } from 'zod';

/** A record's id in a path, query or form field: a positive Postgres integer. */
export const recordId = z.coerce.number().int().positive().max(2_147_483_647);
