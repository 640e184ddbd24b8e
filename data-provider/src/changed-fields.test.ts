import { describe, expect, it } from 'vitest';
import { changedFields, isSameJson } from './changed-fields.ts';

describe('changedFields', () => {
  const read = {
    id: 3,
    name: 'Gold',
    rate: '62.50',
    fullName: 'Gold tier',
    address: { city: 'Austin', zip: '78701' },
    tags: ['a', 'b'],
    notes: null,
  };

  it('keeps only the fields the user changed, never the id', () => {
    const edited = { ...read, name: 'Platinum', address: { city: 'Dallas', zip: '78701' } };
    expect(changedFields(edited, read)).toEqual({
      name: 'Platinum',
      address: { city: 'Dallas', zip: '78701' },
    });
  });

  it('sends nothing for a record saved as it was read', () => {
    expect(changedFields({ ...read, address: { zip: '78701', city: 'Austin' } }, read)).toEqual({});
  });

  it('sends a field the screen adds (a new password) and a field emptied', () => {
    expect(changedFields({ ...read, password: 'secret', tags: [] }, read)).toEqual({
      password: 'secret',
      tags: [],
    });
  });

  it('takes a missing field and an empty one (null) for the same', () => {
    expect(isSameJson(undefined, null)).toBe(true);
    expect(isSameJson(null, '')).toBe(false);
    expect(isSameJson([1, 2], [2, 1])).toBe(false);
    expect(isSameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
