import { describe, expect, it } from 'vitest';
import { actionPath } from './contract.ts';

describe('actionPath', () => {
  it('puts a member action after the id and a collection action after the collection', () => {
    expect(actionPath('/api/v2/sessions', { on: 'member', path: 'cancel' }, 7)).toBe(
      '/api/v2/sessions/7/cancel',
    );
    expect(actionPath('/api/v2/availabilities', { on: 'collection', path: 'repeat' })).toBe(
      '/api/v2/availabilities/repeat',
    );
  });

  it('serves a collection action with the empty path at the collection itself', () => {
    expect(actionPath('/api/v2/tutorings', { on: 'collection', path: '' })).toBe(
      '/api/v2/tutorings',
    );
  });
});
