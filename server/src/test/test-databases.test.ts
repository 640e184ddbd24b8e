import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departments } from '../db/schema/index.ts';
import { freshTestDatabase } from './test-databases.ts';

describe('a PGlite test database a file dropped', () => {
  it('is taken by the next file with no rows, and its ids start again', async () => {
    const first = await freshTestDatabase('pglite');
    const [inserted] = await first.db
      .insert(departments)
      .values({ name: 'Left behind' })
      .returning({ id: departments.id });
    await first.drop();

    const next = await freshTestDatabase('pglite');
    try {
      const [left] = await next.db.select({ rows: count() }).from(departments);
      expect(left?.rows).toBe(0);
      const [again] = await next.db
        .insert(departments)
        .values({ name: 'Fresh' })
        .returning({ id: departments.id });
      expect(again!.id).toBe(inserted!.id);
    } finally {
      await next.drop();
    }
  });
});
