import { describe, expect, it } from 'vitest';
import { generateDemoWorld } from '@tp/server/demo-world';
import { createMockState, sessionStorageSignInStore, type KeyValueStorage } from './state.ts';

function fakeStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const world = generateDemoWorld({ now: new Date('2026-03-10T15:00:00.000Z') });

describe('createMockState', () => {
  it('keeps the sign-in across a reload through the storage', () => {
    const storage = fakeStorage();
    createMockState(world, { signInStore: sessionStorageSignInStore(storage) }).setSignIn({
      userId: 2,
      csrfToken: 'abc',
    });
    const reloaded = createMockState(world, { signInStore: sessionStorageSignInStore(storage) });
    expect(reloaded.signIn).toEqual({ userId: 2, csrfToken: 'abc' });
  });

  it('forgets the sign-in on sign-out', () => {
    const storage = fakeStorage();
    const state = createMockState(world, { signInStore: sessionStorageSignInStore(storage) });
    state.setSignIn({ userId: 2, csrfToken: 'abc' });
    state.setSignIn(null);
    expect(
      createMockState(world, { signInStore: sessionStorageSignInStore(storage) }).signIn,
    ).toBeNull();
  });

  it('treats a corrupt stored sign-in as signed out', () => {
    const storage = fakeStorage();
    storage.setItem('tp-mock-sign-in', '{not json');
    expect(
      createMockState(world, { signInStore: sessionStorageSignInStore(storage) }).signIn,
    ).toBeNull();
  });

  it('works on a copy: writes never reach the caller’s world', () => {
    const state = createMockState(world);
    state.world.courses[0]!.title = 'Changed';
    expect(world.courses[0]!.title).not.toBe('Changed');
  });
});
