/**
 * A small seeded pseudo-random generator (mulberry32) so the demo world is the same on every
 * machine and every run: Math.random would make seeds, screenshots and tests drift.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy; the input is left as it was. */
  shuffled<T>(items: readonly T[]): T[];
  /** `length` lower-case hex digits. */
  hex(length: number): string;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffled: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    hex: (length) => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
  };
}

/**
 * An independent stream per part of the world (people, courses, sessions...), so that a
 * change in how many sessions fall in the window does not reshuffle who the tutors are.
 */
export function streamFor(seed: number, part: string): Rng {
  let hash = seed >>> 0;
  for (const char of part) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return createRng(hash);
}
