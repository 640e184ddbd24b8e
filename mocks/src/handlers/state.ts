import type { DemoWorld as GeneratedWorld } from '@tp/server/demo-world';
import { completeWorld, type DemoWorld } from './world.ts';

/** Who is signed in to the mock API, and the CSRF token their session is bound to. */
export interface MockSignIn {
  userId: number;
  csrfToken: string;
}

/** Where the sign-in survives a page reload: sessionStorage in a browser, memory elsewhere. */
export interface SignInStore {
  load(): MockSignIn | null;
  save(signIn: MockSignIn | null): void;
}

const STORAGE_KEY = 'tp-mock-sign-in';

/** The part of the Web Storage API used here (typed locally: the server compiles without DOM types). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memorySignInStore(): SignInStore {
  let current: MockSignIn | null = null;
  return { load: () => current, save: (signIn) => void (current = signIn) };
}

export function sessionStorageSignInStore(storage: KeyValueStorage): SignInStore {
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
        if (parsed && typeof parsed === 'object' && 'userId' in parsed && 'csrfToken' in parsed) {
          const { userId, csrfToken } = parsed as Record<string, unknown>;
          if (typeof userId === 'number' && typeof csrfToken === 'string')
            return { userId, csrfToken };
        }
      } catch {
        // A corrupt entry is a signed-out browser, as a lost cookie would be.
      }
      return null;
    },
    save(signIn) {
      if (signIn) storage.setItem(STORAGE_KEY, JSON.stringify(signIn));
      else storage.removeItem(STORAGE_KEY);
    },
  };
}

function defaultSignInStore(): SignInStore {
  const storage = (globalThis as { sessionStorage?: KeyValueStorage }).sessionStorage;
  return storage ? sessionStorageSignInStore(storage) : memorySignInStore();
}

/** The mock API's whole state: a private, mutable copy of a demo world plus the sign-in. */
export interface MockState {
  world: DemoWorld;
  /** The mock's clock (upcoming filters, created/updated stamps). */
  now(): Date;
  signIn: MockSignIn | null;
  setSignIn(signIn: MockSignIn | null): void;
}

export interface MockStateOptions {
  now?: () => Date;
  signInStore?: SignInStore;
}

/**
 * A mock API state over a copy of `world` (writes never touch the caller's world). The
 * sign-in is read back from the store, so a reloaded page stays signed in.
 */
export function createMockState(world: GeneratedWorld, options: MockStateOptions = {}): MockState {
  const store = options.signInStore ?? defaultSignInStore();
  const state: MockState = {
    world: structuredClone(completeWorld(world)),
    now: options.now ?? (() => new Date()),
    signIn: store.load(),
    setSignIn(signIn) {
      state.signIn = signIn;
      store.save(signIn);
    },
  };
  return state;
}

/** A random token for the XSRF-TOKEN cookie (Web Crypto: browsers and Node alike). */
export function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
