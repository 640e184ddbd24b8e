import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `@tp/server/demo-world` is loaded by e2e and by the browser's mocked mode, so at run time it
 * may reach only its own modules, dayjs and domain: no Node API, no database driver. Imports
 * of types (`import type`, erased by the compiler) may name anything, e.g. the Drizzle tables.
 */
const ALLOWED_AT_RUN_TIME = [/^\.\/[\w-]+\.ts$/, /^dayjs(\/plugin\/\w+\.js)?$/, /^@tp\/domain$/];

const dir = import.meta.dirname;
const modules = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));

/** Specifiers of the `import ... from` and `export ... from` statements that survive compiling. */
function runTimeSpecifiers(source: string): string[] {
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)';/gm);
  return [...statements].filter((match) => !match[1]).map((match) => match[2]!);
}

describe('the demo-world entry', () => {
  it.each(modules)('%s imports only its own modules, dayjs and domain at run time', (name) => {
    const source = readFileSync(path.join(dir, name), 'utf8');
    const outside = runTimeSpecifiers(source).filter(
      (specifier) => !ALLOWED_AT_RUN_TIME.some((allowed) => allowed.test(specifier)),
    );
    expect(outside).toEqual([]);
  });
});
