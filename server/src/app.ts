import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppDeps } from './deps.ts';
import type { AppEnv } from './http/context.ts';
import { handleError } from './http/error-handler.ts';
import { authMiddleware } from './auth/auth-middleware.ts';
import { csrfMiddleware } from './auth/csrf.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import { realtimeAuthRoutes } from './routes/realtime/realtime.routes.ts';
import { v2Routes } from './routes/v2.ts';
import { openApiRoutes } from './routes/openapi/openapi.routes.ts';
import { staticAppRoutes } from './http/static-apps.ts';
import { uploadRoutes } from './routes/uploads/uploads.routes.ts';
import { avatarRoutes } from './routes/avatars/avatars.routes.ts';
import { localeRoutes } from './routes/locales/locales.routes.ts';
import { referenceRoutes } from './routes/reference/reference.routes.ts';
import { profileRoutes } from './routes/profile/profile.routes.ts';

/**
 * Builds the whole HTTP app from its dependencies. Listens nowhere: `main.ts` serves it and
 * tests call `app.request()`.
 */
export function createApp(deps: AppDeps, options: { serveApps?: boolean } = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.onError(handleError);

  app.use('/api/*', authMiddleware);
  app.use('/api/*', csrfMiddleware);

  app.route('/api', authRoutes());
  app.route('/api', realtimeAuthRoutes());
  app.route('/api', openApiRoutes(app));
  app.route('/api', profileRoutes());
  app.route('/api/v2', uploadRoutes());
  app.route('/api/v2', avatarRoutes());
  app.route('/api/v2', localeRoutes());
  app.route('/api/v2', referenceRoutes());
  app.route('/api/v2', v2Routes());
  app.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));

  if (options.serveApps) app.route('/', staticAppRoutes(deps.config));
  return app;
}

export type App = ReturnType<typeof createApp>;
