import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppDeps } from './deps.ts';
import type { AppEnv } from './http/context.ts';
import { handleError } from './http/error-handler.ts';
import { requestBodyLimit } from './http/body-limit.ts';
import { JsonSuffixRouter } from './http/json-suffix-router.ts';
import { securityHeaders } from './http/security-headers.ts';
import { compressApiAnswers } from './http/compression.ts';
import { readAtHeader } from './http/read-at.ts';
import { authMiddleware } from './auth/auth-middleware.ts';
import { csrfMiddleware } from './auth/csrf.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import { realtimeAuthRoutes } from './routes/realtime/realtime.routes.ts';
import { v2Routes } from './routes/v2.ts';
import { telephonyWebhookRoutes } from './routes/telephony/telephony.routes.ts';
import { targetHistoryRoutes } from './routes/target-histories/target-histories.routes.ts';
import { lookupRoutes } from './routes/lookups/lookups.routes.ts';
import { sessionMeetingRoutes } from './routes/sessions/session-meeting.routes.ts';
import { openApiRoutes } from './routes/openapi/openapi.routes.ts';
import { uploadRoutes } from './routes/uploads/uploads.routes.ts';
import { avatarRoutes } from './routes/avatars/avatars.routes.ts';
import { localeRoutes } from './routes/locales/locales.routes.ts';
import { referenceRoutes } from './routes/reference/reference.routes.ts';
import { profileRoutes } from './routes/profile/profile.routes.ts';
import { shipmentsCsvRoutes } from './routes/shipments/shipments-csv.routes.ts';
import { placesRoutes } from './routes/places/places.routes.ts';
import { calendarFeedRoutes } from './routes/calendars/calendar-feed.routes.ts';
import { examsRoutes } from './routes/exams/exams.routes.ts';
import { reportsRoutes } from './routes/exams/reports.routes.ts';

/**
 * Builds the whole API from its dependencies. Listens nowhere: `main.ts` serves it (with the
 * built apps), tests call `app.request()`, and the mocked mode runs it in the page. Imports
 * nothing of Node, so it bundles for a browser (`browser.ts`).
 */
export function createApp(deps: AppDeps) {
  // Every API path answers with or without `.json`, as the spec writes them (one rule there).
  const app = new Hono<AppEnv>({ router: new JsonSuffixRouter() });
  app.use('*', requestId());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.onError(handleError);
  app.use('*', securityHeaders(deps.config));
  if (deps.compressResponses) app.use('/api/*', ...compressApiAnswers(deps.compressResponses));
  app.use('/api/*', readAtHeader);

  // 413 before anything reads the body or looks the caller up.
  app.use('/api/*', requestBodyLimit);
  app.use('/webhooks/*', requestBodyLimit);
  app.use('/api/*', authMiddleware);
  app.use('/api/*', csrfMiddleware);

  app.route('/api', authRoutes());
  app.route('/api', realtimeAuthRoutes());
  app.route('/api', openApiRoutes(app));
  app.route('/api', profileRoutes());
  app.route('/api', calendarFeedRoutes());
  app.route('/api', examsRoutes());
  app.route('/api', reportsRoutes());
  app.route('/api/v2', uploadRoutes());
  app.route('/api/v2', avatarRoutes());
  app.route('/api/v2', localeRoutes());
  app.route('/api/v2', referenceRoutes());
  app.route('/api/v2', shipmentsCsvRoutes());
  app.route('/api/v2', sessionMeetingRoutes());
  app.route('/api/v2', placesRoutes());
  app.route('/api/v2', targetHistoryRoutes());
  app.route('/api/v2', lookupRoutes());
  app.route('/api/v2', v2Routes());
  // A telephony provider's signed webhooks (no sign-in, no CSRF: the signature is the credential).
  app.route('/webhooks', telephonyWebhookRoutes());
  app.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
