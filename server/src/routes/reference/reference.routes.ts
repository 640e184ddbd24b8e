import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { COUNTRIES, TIME_ZONE_OPTIONS, US_STATES } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { publicCache } from './public-cache.ts';

/** The lists change with a deploy at most. */
const REFERENCE_MAX_AGE_SECONDS = 86_400;

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
  routes.get('/countries', ...cached, (c) => c.json({ countries: COUNTRIES }));
  routes.get('/states', ...cached, (c) => c.json({ states: US_STATES }));
  routes.get('/time_zones', ...cached, (c) => c.json({ timeZones: TIME_ZONE_OPTIONS }));
  return routes;
}
