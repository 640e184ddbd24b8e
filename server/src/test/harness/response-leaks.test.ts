import { describe, expect, it } from 'vitest';
import { leakIn } from './response-leaks.ts';

describe('what an answer must not show', () => {
  it.each([
    'select "id", "email" from "users" where "id" = $1',
    'SELECT id FROM users',
    'select * from sessions',
    'select count(*) from payments',
    'select u.id from users u',
    'select id from users where id = 1',
    'insert into "payments" ("id") values (default)',
    'update "users" set "email" = $1',
    'delete from "uploads"',
    'duplicate key value violates unique constraint',
    'at handler (/work/main/server/src/app.ts:12:3)',
  ])('finds a leak in %j', (body) => {
    expect(leakIn(body)).not.toBeNull();
  });

  it.each([
    'Please select an address from the autocomplete results',
    'Select all rows from the list to edit them',
    'Please select a tutor to assign.',
    "can't be blank",
  ])('finds none in the message %j', (body) => {
    expect(leakIn(JSON.stringify({ errors: { address: [body] } }))).toBeNull();
  });
});
