import { describe, expect, it } from 'vitest';
import type { ActionContract } from '../contract.ts';
import { RESOURCE_CONTRACTS, type ResourceName } from '../index.ts';
import { RESOURCE_ACCESS } from './index.ts';

const names = Object.keys(RESOURCE_CONTRACTS) as ResourceName[];

/** The access rules `can` asks are the very rules the server's contracts enforce. */
describe('RESOURCE_ACCESS', () => {
  it('names the same resources as the contracts', () => {
    expect(Object.keys(RESOURCE_ACCESS).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s: its singular and CRUD rules are its contract’s', (name) => {
    const contract = RESOURCE_CONTRACTS[name];
    expect(RESOURCE_ACCESS[name].singular).toBe(contract.singular);
    expect(RESOURCE_ACCESS[name].access).toBe(contract.access);
  });

  it.each(names)('%s: each named action’s rule is its contract’s', (name) => {
    const actions = RESOURCE_CONTRACTS[name].actions as Record<string, ActionContract<never>>;
    const rules = RESOURCE_ACCESS[name].actions;
    expect(Object.keys(rules).sort()).toEqual(Object.keys(actions).sort());
    for (const [action, contract] of Object.entries(actions)) {
      expect(rules[action], `${name}.${action}`).toBe(contract.allow);
    }
  });
});
