import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * The extensions the migrations use, to load into every PGlite that opens this database
 * (PostgreSQL ships them): btree_gist for the exclusion constraint that keeps a tutor from
 * being double-booked (migration 0008).
 */
export const PGLITE_EXTENSIONS = { btree_gist };
