import { describe, expect, it } from 'vitest';
import { trustedForwardedValue } from './forwarded.ts';

describe('trustedForwardedValue', () => {
  it('ignores forwarded headers when no proxy is trusted', () => {
    expect(trustedForwardedValue('evil.example', 0)).toBeUndefined();
  });

  it('takes the entry the outermost trusted proxy wrote, not what the client claimed', () => {
    expect(trustedForwardedValue('evil.example, tp.example.com', 1)).toBe('tp.example.com');
    expect(trustedForwardedValue('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('falls back to the first entry when there are fewer entries than trusted hops', () => {
    expect(trustedForwardedValue('tp.example.com', 2)).toBe('tp.example.com');
  });

  it('is undefined for an absent or empty header', () => {
    expect(trustedForwardedValue(undefined, 1)).toBeUndefined();
    expect(trustedForwardedValue(' , ', 1)).toBeUndefined();
  });
});
