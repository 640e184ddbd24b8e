import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { skipReactOwnerStacks } from './react-owner-stacks.ts';

/** A development build's element, with the creation stack React keeps beside it. */
type DebugElement = { _debugStack?: unknown };

const element = () => React.createElement('div') as unknown as DebugElement;

describe('skipReactOwnerStacks', () => {
  it("gives each new element React's one shared stack instead of an Error of its own", () => {
    // Were React's count not where this looks for it, the speed-up would be lost unnoticed.
    skipReactOwnerStacks(React);
    const first = element();
    const second = element();
    expect(first._debugStack).toBeDefined();
    expect(first._debugStack).toBe(second._debugStack);
  });

  it('leaves React as it is when called again', () => {
    skipReactOwnerStacks(React);
    expect(element()._debugStack).toBe(element()._debugStack);
  });

  it('does nothing to a build without the count (production)', () => {
    const production = { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: {} };
    skipReactOwnerStacks(production);
    expect(production.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE).toEqual({});
  });
});
