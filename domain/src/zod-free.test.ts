import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules the apps' first screens ask (the tutor's dashboard, schedule and the family planner;
 * the back-office's shell, which asks `can` of every resource before its first list): they and
 * what they import need no zod, so those screens do not download it (about 22 KB;
 * `npm run check:bundles` weighs the pages). Schemas built on them live in `resources/`.
 */
const ZOD_FREE = [
  'field-messages.ts',
  'notice-titles.ts',
  'notice-rules.ts',
  'target-rules.ts',
  'study-area-rules.ts',
  'scheduling/booking-rules.ts',
  'scheduling/session-editor-rules.ts',
  'permissions/can.ts',
  'resources/access/index.ts',
  'resources/lock-version.ts',
  'inbox-rules.ts',
  'messages.ts',
];

/**
 * The modules `file` imports or re-exports for their values (not `import type`), as paths
 * under src.
 */
function valueImportsOf(file: string): string[] {
  const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export) (?!type\b)[^;]*?from '([^']+)';$/gms),
  ].map((match) => match[1]!);
  const bare = [...source.matchAll(/^import '([^']+)';$/gm)].map((match) => match[1]!);
  return [...specifiers, ...bare].map((specifier) =>
    specifier.startsWith('.') ? path.join(path.dirname(file), specifier) : specifier,
  );
}

/** The chain of imports from `file` to zod, or null when it never reaches zod. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const imported of valueImportsOf(file)) {
    if (imported === 'zod' || imported.startsWith('zod/')) return [file, imported];
    if (!imported.endsWith('.ts')) continue;
    const rest = pathToZod(imported, seen);
    if (rest) return [file, ...rest];
  }
  return null;
}

describe('rules the first screens load', () => {
  it.each(ZOD_FREE)('%s needs no zod', (file) => {
    expect(pathToZod(file)).toBeNull();
  });

  it('the check itself finds zod where it is', () => {
    expect(pathToZod('resources/tutorings.ts')).toEqual(['resources/tutorings.ts', 'zod']);
  });
});
