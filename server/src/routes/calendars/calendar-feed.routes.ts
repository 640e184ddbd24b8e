import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { CALENDAR_FEED_DAYS_AHEAD, CALENDAR_FEED_DAYS_BACK } from '@tp/domain';
import type { AppConfig } from '../../config.ts';
import type { AppEnv } from '../../http/context.ts';
import { NotFound } from '../../http/errors.ts';
import { calendarFeed, feedOwnerOf } from '../../services/calendar-feed.ts';
import { rateLimited } from '../openapi/documented-middleware.ts';
import { refusal } from '../openapi/route-answers.ts';
import { validParams } from '../openapi/route-validators.ts';

const feedParams = z.object({
  calendarToken: z.string().meta({
    description: 'The tutor’s personal calendar token (POST /api/v2/tutors/{id}/calendar_token).',
  }),
});

/**
 * The base of the feed's links and UIDs: the configured public address (PUBLIC_URL), else the
 * server's own local one. Never the request's Host: a calendar app fetching through another
 * name (or a forged header) would otherwise get other UIDs, and its copies of every session
 * twice.
 */
export function feedLinkBase(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl
    ? config.publicUrl.replace(/\/+$/, '')
    : `http://localhost:${config.port}`;
}

const FEED = describeRoute({
  security: [],
  tags: ['tutors'],
  summary: `A tutor’s personal calendar feed (iCalendar, RFC 5545): their sessions and events from ${CALENDAR_FEED_DAYS_BACK} days back to ${CALENDAR_FEED_DAYS_AHEAD} ahead, times in UTC (all-day events as dates of their time zone, named by X-WR-TIMEZONE), students by first name and last initial, canceled ones as STATUS:CANCELLED, with stable UIDs that do not depend on the request’s host. The token is the only credential: public, per-address rate-limited, never cached by shared caches.`,
  responses: {
    200: {
      description: 'The calendar',
      content: { 'text/calendar': { schema: { type: 'string' } } },
    },
    404: refusal('No such token (unknown, revoked, or its tutor has left): nothing more is said.'),
  },
});

/**
 * The personal calendar feed (spec scheduling §7 `GET /api/webhooks/calendars/{calendarToken}`),
 * mounted at /api. Calendar apps fetch it without a sign-in, so the token in the path is the
 * credential; a token nobody holds answers the same 404 as a malformed one.
 */
export function calendarFeedRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/webhooks/calendars/:calendarToken',
    rateLimited('feed'),
    FEED,
    validParams(feedParams),
    async (c) => {
      const { db, crypto, clock, config } = c.get('deps');
      const owner = await feedOwnerOf(db, crypto, c.req.valid('param').calendarToken);
      if (!owner) throw new NotFound();
      const body = await calendarFeed(db, owner, {
        now: clock.now(),
        linkBase: feedLinkBase(config),
      });
      // Personal data behind a bearer token in the URL: no shared cache may keep a copy.
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', 'inline; filename="schedule.ics"');
      return c.body(body, 200);
    },
  );
  return routes;
}
