import { camelCase } from '@tp/domain';
import { Conflict, Invalid } from '../http/errors.ts';

interface PgError {
  code: string;
  detail?: string;
  column?: string;
}

/** The PostgreSQL error behind a driver or Drizzle error (Drizzle wraps it in `cause`). */
function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** `Key (brand_id)=(9) is not present...` -> `brandId`; `Key (lower(name::text))=...` -> `name`. */
function fieldOf(detail: string | undefined): string {
  const match = /Key \((?:lower\()?([a-z_]+)/.exec(detail ?? '');
  return match ? camelCase(match[1]!) : 'base';
}

/**
 * Maps constraint violations to the API's shapes: a missing referenced record is a 422 on
 * its field, a duplicate a 409, a record still referenced by others a 409 on delete.
 * Anything else is rethrown (a 500).
 */
export function translateDbError(error: unknown, action: 'write' | 'delete'): never {
  const pg = pgErrorOf(error);
  if (pg?.code === '23503' && action === 'delete') {
    throw new Conflict('This record cannot be deleted because other records depend on it.');
  }
  if (pg?.code === '23503') throw new Invalid({ [fieldOf(pg.detail)]: ['must exist'] });
  if (pg?.code === '23505')
    throw new Conflict(
      `${fieldOf(pg.detail) === 'base' ? 'This record' : fieldOf(pg.detail)} has already been taken.`,
    );
  if (pg?.code === '23502')
    throw new Invalid({ [pg.column ? camelCase(pg.column) : 'base']: ["can't be blank"] });
  throw error;
}
