import type { LocaleStrings } from '@tp/domain';

/**
 * `strings` with every key it lacks taken from `fallback` (English), at any depth: a language
 * may leave texts out and the apps still show each one. A text present in `strings` wins.
 */
export function withFallback(strings: LocaleStrings, fallback: LocaleStrings): LocaleStrings {
  const merged: LocaleStrings = { ...fallback };
  for (const [key, value] of Object.entries(strings)) {
    const base = merged[key];
    merged[key] =
      typeof value === 'object' && typeof base === 'object' ? withFallback(value, base) : value;
  }
  return merged;
}
