import { COUNTRIES, TIME_ZONE_OPTIONS, US_STATES } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';
import { TestAgent } from '../../test/agent.ts';

describe.each(BACKENDS)('reference data (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let anonymous: TestAgent;
  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    anonymous = new TestAgent(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('lists countries without signing in', async () => {
    const { status, body } = await call<{ countries: unknown[] }>(
      anonymous.get('/api/v2/countries'),
    );
    expect(status).toBe(200);
    expect(body.countries).toEqual(COUNTRIES);
  });

  it('lists US states with their codes', async () => {
    const { body } = await call<{ states: { code: string; name: string }[] }>(
      anonymous.get('/api/v2/states'),
    );
    expect(body.states).toEqual(US_STATES);
    expect(body.states).toContainEqual({ code: 'NY', name: 'New York' });
  });

  it('lists time zones with the US category first', async () => {
    const { body } = await call<{ timeZones: { name: string; category: string }[] }>(
      anonymous.get('/api/v2/time_zones'),
    );
    expect(body.timeZones).toEqual(TIME_ZONE_OPTIONS);
    expect(body.timeZones[0]).toEqual({ name: 'America/New_York', category: 'US' });
  });

  it('is cacheable for a day by anyone, keyed on the caller', async () => {
    const res = await anonymous.get('/api/v2/states');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    // Keyed on the caller (and on the encoding, which the compression adds).
    expect(res.headers.get('Vary')).toMatch(/^Cookie, X-Spoof-User\b/);
    expect(res.headers.get('ETag')).toBeTruthy();
  });

  it('answers signed-in users the same, naming the effective user', async () => {
    const admin = await ctx.signIn('admin');
    const res = await admin.get('/api/v2/countries');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Effective-User')).toMatch(/^Employee-\d+$/);
  });
});
