import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPreparable, preparedQuery } from './pglite-prepared.ts';

describe('queries through named prepared statements on PGlite', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`create table pets (id serial primary key, name text not null unique,
      born date, tags text[], weight numeric, meta jsonb)`);
  });
  afterAll(() => client.close());

  const run = (sql: string, params: unknown[] = [], inTransaction = false) =>
    preparedQuery<Record<string, unknown>>(client, sql, params, undefined, inTransaction);

  it('answers what PGlite’s own query answers, the first time and the next', async () => {
    const insert = 'insert into pets (name, born, tags, weight, meta) values ($1, $2, $3, $4, $5)';
    const params = ['Rex', '2020-02-29', ['a', 'b'], 12.5, { kind: 'dog' }];
    const inserted = await run(insert, params);
    expect(inserted.affectedRows).toBe(1);
    await run(insert, ['Tom', null, [], null, null]);
    const select = 'select * from pets where name = any($1) order by id';
    for (const _ of [1, 2]) {
      const prepared = await run(select, [['Rex', 'Tom']]);
      const plain = await client.query<Record<string, unknown>>(select, [['Rex', 'Tom']]);
      expect(prepared.rows).toEqual(plain.rows);
      expect(prepared.fields).toEqual(plain.fields);
    }
    const arrays = await preparedQuery<unknown[]>(
      client,
      'select name from pets order by id',
      [],
      { rowMode: 'array' },
      false,
    );
    expect(arrays.rows).toEqual([['Rex'], ['Tom']]);
  });

  it('throws the database’s error with its code, and the next query works', async () => {
    const insert = 'insert into pets (name) values ($1)';
    await expect(run(insert, ['Rex'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(run('select nope from pets')).rejects.toMatchObject({ code: '42703' });
    expect((await run('select count(*)::int as n from pets')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction and is rolled back with it', async () => {
    await client
      .transaction(async () => {
        await run('insert into pets (name) values ($1)', ['Inside'], true);
        expect((await run('select count(*)::int as n from pets', [], true)).rows).toEqual([
          { n: 3 },
        ]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await run('select count(*)::int as n from pets')).rows).toEqual([{ n: 2 }]);
  });

  it('reads rows as PGlite does: any text, nulls, empty strings, and answers larger than a chunk', async () => {
    const select = `select g as n, repeat($1, g % 7) as text, case when g % 3 = 0 then null
      else g::text end as maybe, '' as empty, now() > '2000-01-01' as later
      from generate_series(1, 3000) g`;
    const params = ['añ€😀\t"\''];
    const prepared = await run(select, params);
    const plain = await client.query<Record<string, unknown>>(select, params);
    expect(prepared.rows).toHaveLength(3000);
    expect(prepared.rows).toEqual(plain.rows);
    expect(prepared.fields).toEqual(plain.fields);
    expect(prepared.rowCount).toBe(plain.rowCount);
  });

  it('counts the rows a write changed, and throws a constraint’s error with its detail', async () => {
    await run('insert into pets (name) values ($1), ($2)', ['Ada', 'Bo']);
    const update = await run('update pets set weight = $1 where name = any($2)', [
      3,
      ['Ada', 'Bo'],
    ]);
    expect(update.affectedRows).toBe(2);
    const error = await run('insert into pets (name) values ($1)', ['Ada']).catch((e) => e);
    const plain = await client
      .query('insert into pets (name) values ($1)', ['Ada'])
      .catch((e) => e);
    for (const key of ['code', 'detail', 'constraint', 'table', 'message', 'severity'])
      expect(error[key], key).toEqual(plain[key]);
    expect((await run('delete from pets where name = any($1)', [['Ada', 'Bo']])).affectedRows).toBe(
      2,
    );
  });

  it('prepares a statement again when its table changed shape', async () => {
    const select = 'select * from pets where id = $1';
    const before = await run(select, [1]);
    await client.exec('alter table pets add column colour text');
    const after = await run(select, [1]);
    expect(Object.keys(after.rows[0]!)).toEqual([...Object.keys(before.rows[0]!), 'colour']);
  });

  it('keeps reads and writes prepared, never DDL or transaction control', () => {
    expect(isPreparable(' SELECT 1')).toBe(true);
    expect(isPreparable('with x as (select 1) select * from x')).toBe(true);
    expect(isPreparable('update pets set name = $1')).toBe(true);
    expect(isPreparable('create table x (id int)')).toBe(false);
    expect(isPreparable('savepoint sp1')).toBe(false);
    expect(isPreparable('begin')).toBe(false);
  });
});
