import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  COUNTRIES,
  TIME_ZONE_OPTIONS,
  US_STATES,
  type Country,
  type TimeZoneOption,
  type UsState,
} from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { answer } from '../openapi/route-answers.ts';
import { publicCache } from './public-cache.ts';

/** The lists change with a deploy at most. */
const REFERENCE_MAX_AGE_SECONDS = 86_400;

const country = z.object({
  code: z.string().meta({ example: 'US' }),
  name: z.string().meta({ example: 'United States' }),
}) satisfies z.ZodType<Country>;
const usState = z.object({
  code: z.string().meta({ example: 'NY' }),
  name: z.string().meta({ example: 'New York' }),
}) satisfies z.ZodType<UsState>;
const timeZoneOption = z.object({
  name: z.string().meta({ example: 'America/New_York' }),
  category: z.string().meta({ example: 'US' }),
}) satisfies z.ZodType<TimeZoneOption>;

const PUBLIC = { security: [], tags: ['shared'] };

/**
 * Reference lists (spec §7 "Reference data"; §3: countries, states and time zones are arrays,
 * cached), public since the account setup pages use them, mounted at /api/v2. The data lives
 * in domain, so the apps' inputs offer exactly what the server accepts:
 * - GET /countries -> `{ countries: [{ code, name }] }` (ISO 3166-1, by name);
 * - GET /states -> `{ states: [{ code, name }] }` (US states, DC and territories);
 * - GET /time_zones -> `{ timeZones: [{ name, category }] }` (US first, then IANA regions).
 */
export function referenceRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const cached = [etag(), publicCache(REFERENCE_MAX_AGE_SECONDS)] as const;
  routes.get(
    '/countries',
    ...cached,
    describeRoute({
      ...PUBLIC,
      summary: 'Countries (ISO 3166-1), by name (public, cached a day).',
      responses: { 200: answer('Countries', z.object({ countries: z.array(country) })) },
    }),
    (c) => c.json({ countries: COUNTRIES }),
  );
  routes.get(
    '/states',
    ...cached,
    describeRoute({
      ...PUBLIC,
      summary: 'US states, DC and territories with their codes (public, cached a day).',
      responses: { 200: answer('States', z.object({ states: z.array(usState) })) },
    }),
    (c) => c.json({ states: US_STATES }),
  );
  routes.get(
    '/time_zones',
    ...cached,
    describeRoute({
      ...PUBLIC,
      summary: 'IANA time zones: the US category first, then by region (public, cached a day).',
      responses: {
        200: answer('Time zones', z.object({ timeZones: z.array(timeZoneOption) })),
      },
    }),
    (c) => c.json({ timeZones: TIME_ZONE_OPTIONS }),
  );
  return routes;
}
