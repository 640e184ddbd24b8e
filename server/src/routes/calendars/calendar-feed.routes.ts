import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { CALENDAR_FEED_DAYS_AHEAD, CALENDAR_FEED_DAYS_BACK } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { NotFound } from '../../http/errors.ts';
import { calendarFeed, feedOwnerOf } from '../../services/calendar-feed.ts';
import { linkBaseFor } from '../auth/account-context.ts';
import { rateLimited } from '../openapi/documented-middleware.ts';
import { refusal } from '../openapi/route-answers.ts';
import { validParams } from '../openapi/route-validators.ts';

const feedParams = z.object({
  calendarToken: z.string().meta({
    description: 'The tutor’s personal calendar token (POST /api/v2/tutors/{id}/calendar_token).',
  }),
});

const FEED = describeRoute({
  security: [],
  tags: ['tutors'],
  summary: `A tutor’s personal calendar feed (iCalendar, RFC 5545): their sessions and events from ${CALENDAR_FEED_DAYS_BACK} days back to ${CALENDAR_FEED_DAYS_AHEAD} ahead, in their time zone, canceled ones as STATUS:CANCELLED, with stable UIDs. The token is the only credential: public, per-address rate-limited, never cached by shared caches.`,
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
      const { db, crypto, clock } = c.get('deps');
      const owner = await feedOwnerOf(db, crypto, c.req.valid('param').calendarToken);
      if (!owner) throw new NotFound();
      const body = await calendarFeed(db, owner, { now: clock.now(), linkBase: linkBaseFor(c) });
      // Personal data behind a bearer token in the URL: no shared cache may keep a copy.
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', 'inline; filename="schedule.ics"');
      return c.body(body, 200);
    },
  );
  return routes;
}
