import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { localeStringsFor, type LocaleStrings } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/fixtures.ts';
import { BACKENDS, createTestContext, type TestContext } from '../../test/harness.ts';
import { TestAgent } from '../../test/agent.ts';
import { localeApps } from './locale-bundles.ts';
import { withFallback } from './merge-strings.ts';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../../domain/src/locales');

describe('withFallback', () => {
  it('fills missing keys from the fallback at any depth and keeps present ones', () => {
    expect(
      withFallback({ a: { b: 'uno' } }, { a: { b: 'one', c: 'two' }, d: { e: 'three' } }),
    ).toEqual({ a: { b: 'uno', c: 'two' }, d: { e: 'three' } });
  });
});

describe('the locale files', () => {
  it('are all served: every json file under domain/src/locales reaches some app', async () => {
    const entries = await readdir(LOCALES_DIR, { withFileTypes: true });
    for (const language of entries.filter((e) => e.isDirectory()).map((e) => e.name)) {
      const files = (await readdir(path.join(LOCALES_DIR, language))).filter((f) =>
        f.endsWith('.json'),
      );
      const served = new Set(
        localeApps().flatMap((app) => Object.keys(localeStringsFor(language, app) ?? {})),
      );
      expect([...served].sort(), language).toEqual(files.map((f) => f.slice(0, -5)).sort());
    }
  });
});

describe.each(BACKENDS)('GET /api/v2/locales (%s)', (backend) => {
  let ctx: TestContext;
  let anonymous: TestAgent;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    anonymous = new TestAgent(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('lists the languages, each named in itself, without signing in', async () => {
    const { status, body } = await call<{ locales: { code: string; name: string }[] }>(
      anonymous.get('/api/v2/locales'),
    );
    expect(status).toBe(200);
    expect(body.locales).toEqual(
      expect.arrayContaining([
        { code: 'en', name: 'English' },
        { code: 'es', name: 'Español' },
      ]),
    );
  });

  it("serves an app's English strings, namespaces at the top", async () => {
    const { status, body } = await call<LocaleStrings>(
      anonymous.get('/api/v2/locales/en.json?app=tutor'),
    );
    expect(status).toBe(200);
    expect(body).toEqual(localeStringsFor('en', 'tutor'));
  });

  it('serves Spanish with English filling the texts Spanish lacks', async () => {
    const { body } = await call<LocaleStrings>(anonymous.get('/api/v2/locales/es.json?app=tutor'));
    const spanish = localeStringsFor('es', 'tutor')!;
    const english = localeStringsFor('en', 'tutor')!;
    expect(body.account).toEqual(
      withFallback(spanish.account as LocaleStrings, english.account as LocaleStrings),
    );
    // The tutor app's other namespaces have no Spanish file yet: they come in English.
    for (const namespace of Object.keys(english).filter((n) => !(n in spanish)))
      expect(body[namespace]).toEqual(english[namespace]);
  });

  it('serves every app namespace when no app is named', async () => {
    const { body } = await call<LocaleStrings>(anonymous.get('/api/v2/locales/en.json'));
    for (const app of localeApps())
      for (const namespace of Object.keys(localeStringsFor('en', app) ?? {}))
        expect(body[namespace]).toBeDefined();
  });

  it('answers 404 for a language or an app there are no strings for', async () => {
    expect((await anonymous.get('/api/v2/locales/fr.json?app=tutor')).status).toBe(404);
    expect((await anonymous.get('/api/v2/locales/en.json?app=nope')).status).toBe(404);
  });

  it('is publicly cacheable and revalidates with its ETag', async () => {
    const first = await anonymous.get('/api/v2/locales/en.json?app=student');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(first.headers.get('Vary')).toContain('Cookie');
    const tag = first.headers.get('ETag');
    expect(tag).toBeTruthy();
    const again = await anonymous.request('GET', '/api/v2/locales/en.json?app=student', {
      headers: { 'If-None-Match': tag! },
    });
    expect(again.status).toBe(304);
  });

  it('serves each app only its own namespaces', async () => {
    const { body } = await call<LocaleStrings>(anonymous.get('/api/v2/locales/es.json?app=admin'));
    expect(Object.keys(body)).toEqual(Object.keys(localeStringsFor('en', 'admin')!));
  });
});
