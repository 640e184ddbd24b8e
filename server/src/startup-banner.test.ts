import { describe, expect, it } from 'vitest';
import { configurationWarnings, describeDatabase, startupBanner } from './startup-banner.ts';

describe('describeDatabase', () => {
  it('names the embedded database folder', () => {
    expect(describeDatabase({ databaseUrl: undefined, dataDir: '/srv/data' }, '/srv/data/db')).toBe(
      'embedded PGlite in /srv/data/db',
    );
  });
  it('names a PostgreSQL server without its credentials', () => {
    const text = describeDatabase(
      { databaseUrl: 'postgres://app:s3cret@db.internal:5432/tp', dataDir: '' },
      '',
    );
    expect(text).toBe('PostgreSQL at db.internal:5432/tp');
    expect(text).not.toContain('s3cret');
  });
});

describe('startupBanner', () => {
  it('lists the app URLs, the database and the demo logins', () => {
    const banner = startupBanner({
      baseUrl: 'http://localhost:3000',
      database: 'embedded PGlite in data/db',
      realtime: 'embedded Pusher-protocol endpoint at /app/local',
      seeded: true,
      demoEmails: ['admin@demo.test', 'tutor@demo.test'],
      demoPassword: 'demo1234',
    });
    expect(banner).toContain('http://localhost:3000/admin');
    expect(banner).toContain('http://localhost:3000/login/en');
    expect(banner).toContain('http://localhost:3000/api/docs');
    expect(banner).toContain('embedded PGlite in data/db (demo world seeded just now)');
    expect(banner).toContain('password demo1234');
    expect(banner).toContain('    tutor@demo.test');
  });
  it('leaves out the demo section when there are no demo accounts', () => {
    const banner = startupBanner({
      baseUrl: 'http://x',
      database: 'd',
      realtime: 'r',
      seeded: false,
      demoEmails: [],
      demoPassword: 'demo1234',
    });
    expect(banner).not.toContain('Demo logins');
  });
});

describe('configurationWarnings', () => {
  it('warns a production start without PUBLIC_URL', () => {
    expect(configurationWarnings({ env: 'production', publicUrl: undefined })).toEqual([
      expect.stringContaining('PUBLIC_URL is not set'),
    ]);
  });

  it('is silent with PUBLIC_URL, and outside production', () => {
    expect(
      configurationWarnings({ env: 'production', publicUrl: 'https://app.example.com' }),
    ).toEqual([]);
    expect(configurationWarnings({ env: 'development', publicUrl: undefined })).toEqual([]);
  });
});
