/**
 * The lodash functions react-big-calendar imports one by one (`lodash/<name>`), as the build
 * resolves them (vite.config.ts): es-toolkit's where it has them, the rest in a few lines.
 * lodash's own modules bring its whole iteratee and deep-clone machinery (`sortBy`, `omit`,
 * `mapValues`), about 7 KB of the calendars' first load for what the calendar asks of them:
 * plain arrays and objects, number keys, function iteratees. The build's plugin maps exactly
 * the names exported here; any other still resolves to lodash itself.
 */
export { chunk, isEqual, mapValues, omit, range, sortBy } from 'es-toolkit';

/** The index of the first element `predicate` accepts, or -1 (lodash's, with a function). */
export function findIndex<T>(
  array: readonly T[] | null | undefined,
  predicate: (value: T, index: number, array: readonly T[]) => unknown,
  fromIndex = 0,
): number {
  if (!array) return -1;
  const from = fromIndex < 0 ? Math.max(array.length + fromIndex, 0) : fromIndex;
  for (let index = from; index < array.length; index++)
    if (predicate(array[index]!, index, array)) return index;
  return -1;
}

/**
 * Fills `object`'s missing properties (undefined, or only inherited from Object.prototype)
 * from each source in turn, in place, as lodash's `defaults`: the calendar fills the components
 * a view was given with the calendar-wide ones and its no-op wrappers.
 */
export function defaults<T extends object>(object: T, ...sources: (object | null | undefined)[]) {
  const target = Object(object) as Record<PropertyKey, unknown>;
  for (const source of sources) {
    if (source == null) continue;
    // lodash reads inherited enumerable properties of a source too (keysIn).
    for (const key in source) {
      const value = target[key];
      const inheritedOnly =
        value === (Object.prototype as Record<string, unknown>)[key] && !Object.hasOwn(target, key);
      if (value === undefined || inheritedOnly)
        target[key] = (source as Record<string, unknown>)[key];
    }
  }
  return target as T;
}

/**
 * lodash's `transform`: calls `iteratee(accumulator, value, key)` for each element of an array
 * or own enumerable property of an object, stopping early when it answers false.
 */
export function transform<A>(
  collection: readonly unknown[] | Record<string, unknown> | null | undefined,
  iteratee: (accumulator: A, value: unknown, key: number | string, collection: unknown) => unknown,
  accumulator: A,
): A {
  if (collection == null) return accumulator;
  const entries: [number | string, unknown][] = Array.isArray(collection)
    ? collection.map((value, index) => [index, value])
    : Object.entries(collection);
  for (const [key, value] of entries)
    if (iteratee(accumulator, value, key, collection) === false) break;
  return accumulator;
}
