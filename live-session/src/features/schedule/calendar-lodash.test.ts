import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as shim from './calendar-lodash.ts';

/** lodash itself (react-big-calendar's dependency), by its main module: the build maps only `lodash/<name>`. */
const lodash = createRequire(import.meta.url)('lodash') as Record<
  keyof typeof shim,
  (...args: unknown[]) => unknown
>;

/** Both answers, for the same arguments (each call gets its own copy of mutable ones). */
function both(name: keyof typeof shim, args: () => unknown[]) {
  const call = shim[name] as (...args: unknown[]) => unknown;
  return { ours: call(...args()), theirs: lodash[name](...args()) };
}

const start = new Date(Date.UTC(2026, 11, 7, 9));
const end = new Date(Date.UTC(2026, 11, 7, 12));

describe('the lodash functions react-big-calendar imports', () => {
  it.each([
    ['chunk', () => [[1, 2, 3, 4, 5, 6, 7, 8, 9], 7]],
    ['chunk', () => [[], 7]],
    ['range', () => [3, 8]],
    ['range', () => [4]],
    ['range', () => [5, 5]],
    ['range', () => [0, -3, -1]],
    ['findIndex', () => [[5, 6, 7], (x: number) => x === 6]],
    ['findIndex', () => [[5, 6, 7], (x: number) => x === 9]],
    ['findIndex', () => [[5, 6, 7, 6], (x: number) => x === 6, 2]],
    ['findIndex', () => [[5, 6, 7], (x: number) => x === 5, -2]],
    ['findIndex', () => [null, () => true]],
    ['mapValues', () => [{ month: true, week: 'custom' }, (v: unknown, k: string) => `${k}:${v}`]],
    ['omit', () => [{ event: 1, month: 2, week: 3 }, ['month', 'week']]],
    ['omit', () => [{ event: 1 }, ['missing']]],
    [
      'sortBy',
      () => [
        [
          { id: 'a', startMs: 3, endMs: 4 },
          { id: 'b', startMs: 1, endMs: 9 },
          { id: 'c', startMs: 1, endMs: 5 },
          { id: 'd', startMs: 3, endMs: 4 },
          { id: 'e', startMs: undefined, endMs: 1 },
        ],
        ['startMs', (e: { endMs: number }) => -e.endMs],
      ],
    ],
    [
      'transform',
      () => [['month', 'week'], (acc: Record<string, number>, name: string) => (acc[name] = 1), {}],
    ],
    [
      'transform',
      () => [[1, 2, 3, 4], (acc: number[], n: number) => (n < 3 ? acc.push(n) : false), []],
    ],
    [
      'transform',
      () => [{ a: 1, b: 2 }, (acc: string[], v: number, k: string) => acc.push(k + v), []],
    ],
    [
      'defaults',
      () => [
        { event: 'mine', wrapper: undefined },
        { event: 'theirs', toolbar: 'shared' },
        { wrapper: 'noop', toolbar: 'noop', dateCellWrapper: 'noop' },
      ],
    ],
    ['defaults', () => [{}, null, { toString: 'own' }]],
  ] as const)('%s answers as lodash does (case %#)', (name, args) => {
    const { ours, theirs } = both(name, args as () => unknown[]);
    expect(ours).toEqual(theirs);
  });

  it('defaults fills the object it is given, as the calendar expects', () => {
    const components = { event: 'mine' };
    expect(shim.defaults(components, { event: 'x', toolbar: 't' })).toBe(components);
    expect(components).toEqual({ event: 'mine', toolbar: 't' });
  });

  it.each([
    [{ title: 'Math', start, end, resource: { id: 1, tags: ['a'] } }, true],
    [{ title: 'Math', start: new Date(start), end, resource: { id: 1, tags: ['a'] } }, true],
    [{ title: 'Math', start, end, resource: { id: 1, tags: ['b'] } }, false],
    [{ title: 'Math', start: end, end, resource: { id: 1, tags: ['a'] } }, false],
    [{ title: 'Math', start, end }, false],
  ])('isEqual compares a selected event as lodash does (%#)', (other, equal) => {
    const event = { title: 'Math', start, end, resource: { id: 1, tags: ['a'] } };
    expect(shim.isEqual(event, other)).toBe(equal);
    expect(lodash.isEqual(event, other)).toBe(equal);
  });

  it('isEqual treats NaN as equal to itself and tells null from undefined', () => {
    expect(shim.isEqual({ a: NaN }, { a: NaN })).toBe(true);
    expect(shim.isEqual({ a: null }, { a: undefined })).toBe(false);
  });
});
