import { describe, expect, it } from 'vitest';
import { canceledSessionText } from './canceled-session.ts';

describe('canceledSessionText', () => {
  it('reads a canceled session with its reason, or plainly without one', () => {
    const canceledAt = '2026-03-02T10:00:00Z';
    expect(canceledSessionText({ canceledAt, cancelReason: 'Pay As You Go turned off' })).toBe(
      'Canceled: Pay As You Go turned off',
    );
    expect(canceledSessionText({ canceledAt, cancelReason: '  ' })).toBe('Canceled');
    expect(canceledSessionText({ canceledAt })).toBe('Canceled');
  });

  it('says nothing of a session that is not canceled', () => {
    expect(canceledSessionText({ canceledAt: null, cancelReason: 'stale' })).toBeNull();
  });
});
