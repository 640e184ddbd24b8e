import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { describeRoute } from 'hono-openapi';
import { socialSignInMessage } from '@tp/domain';
import { requestOrigin } from '../../auth/request-origin.ts';
import {
  SOCIAL_PROVIDERS,
  SocialSignInFailed,
  beginSocialSignIn,
  completeSocialSignIn,
  providerClient,
  providerName,
  type SocialProvider,
  type SocialSignInFlow,
} from '../../auth/social-sign-in.ts';
import type { AppEnv } from '../../http/context.ts';
import { NotFound } from '../../http/errors.ts';
import { log } from '../../log/log-line.ts';
import { rateLimited } from '../openapi/documented-middleware.ts';
import { refusal } from '../openapi/route-answers.ts';
import { linkBaseFor } from './account-context.ts';
import { signInBrowser } from './auth.handlers.ts';

/** The flow between leaving for the provider and coming back: HttpOnly, 10 minutes, /api/auth only. */
const FLOW_COOKIE = 'tp_social_sign_in';
const FLOW_COOKIE_PATH = '/api/auth';
const FLOW_MAX_AGE_SECONDS = 600;

const callbackPath = (provider: SocialProvider) => `/api/auth/${provider}/callback`;

/**
 * The flow as the cookie holds it: its four parts joined by dots (state, verifier and nonce
 * are base64url, so never hold one), which the server also reads when it runs in a page.
 */
function writeFlowValue(flow: SocialSignInFlow): string {
  return [flow.provider, flow.state, flow.codeVerifier, flow.nonce].join('.');
}

function readFlow(c: Context<AppEnv>, provider: SocialProvider): SocialSignInFlow | null {
  const parts = (getCookie(c, FLOW_COOKIE) ?? '').split('.');
  if (parts.length !== 4 || parts[0] !== provider || parts.some((part) => !part)) return null;
  const [, state, codeVerifier, nonce] = parts as [string, string, string, string];
  return { provider, state, codeVerifier, nonce };
}

/** Back to the sign-in page, which shows `message` above its form (spec §2 /login query). */
function toSignInPage(c: Context<AppEnv>, message: string) {
  return c.redirect(`/login/en?${new URLSearchParams({ message })}`, 302);
}

function documented(provider: SocialProvider, step: 'begin' | 'callback') {
  const name = provider === 'facebook' ? 'Facebook' : 'the OpenID Connect provider (OIDC_*)';
  return describeRoute({
    security: [],
    tags: ['auth'],
    summary:
      step === 'begin'
        ? `Sign-in with ${name}: redirects to its authorization page (opened in a new window).`
        : `Where ${name} sends the browser back: signs in the account using the e-mail address it vouches for, then redirects to the user's home; otherwise to /login/en?message=… saying why.`,
    responses: {
      302: { description: 'Redirect' },
      404: refusal('Sign-in with this provider is not configured.'),
    },
  });
}

/**
 * Sign-in through Facebook or an OpenID Connect provider (authorization code with PKCE,
 * state and, for OpenID Connect, a nonce), mounted under /api:
 * - GET /auth/{provider} -> 302 to the provider; 404 when not configured.
 * - GET /auth/{provider}/callback -> 302 to the user's home, signed in; or to the sign-in
 *   page with the reason. Only an account that already uses the verified address gets in.
 */
export function socialSignInRoutes() {
  const app = new Hono<AppEnv>();
  for (const provider of SOCIAL_PROVIDERS) {
    app.get(
      `/auth/${provider}`,
      rateLimited('signIn'),
      documented(provider, 'begin'),
      async (c) => {
        const settings = c.get('deps').config.socialSignIn;
        const client = await providerClient(settings, provider).catch((error: unknown) => {
          log.error(`${provider} sign-in: the provider could not be reached`, error);
          return undefined;
        });
        if (client === null) throw new NotFound('Sign-in with this provider is not configured.');
        if (client === undefined)
          return toSignInPage(
            c,
            socialSignInMessage('failed', { provider: providerName(settings, provider) }),
          );
        const { url, flow } = await beginSocialSignIn(
          client,
          provider,
          `${linkBaseFor(c)}${callbackPath(provider)}`,
        );
        setCookie(c, FLOW_COOKIE, writeFlowValue(flow), {
          path: FLOW_COOKIE_PATH,
          httpOnly: true,
          // Lax: the provider's redirect back is a top-level navigation, which carries it.
          sameSite: 'Lax',
          secure: requestOrigin(c).isHttps,
          maxAge: FLOW_MAX_AGE_SECONDS,
        });
        return c.redirect(url.href, 302);
      },
    );

    app.get(
      `/auth/${provider}/callback`,
      rateLimited('signIn'),
      documented(provider, 'callback'),
      async (c) => {
        const { config, db } = c.get('deps');
        const settings = config.socialSignIn;
        const client = await providerClient(settings, provider).catch(() => undefined);
        if (client === null) throw new NotFound('Sign-in with this provider is not configured.');
        const flow = readFlow(c, provider);
        // One use: a reload or a replayed answer starts over.
        deleteCookie(c, FLOW_COOKIE, { path: FLOW_COOKIE_PATH, secure: requestOrigin(c).isHttps });
        const failed = socialSignInMessage('failed', {
          provider: providerName(settings, provider),
        });
        if (!client || !flow) return toSignInPage(c, failed);
        // The address the provider answered, as registered: the path and query it sent back.
        const callbackUrl = new URL(`${linkBaseFor(c)}${callbackPath(provider)}`);
        callbackUrl.search = new URL(c.req.url).search;
        try {
          const userId = await completeSocialSignIn({ db, settings }, client, flow, callbackUrl);
          const { signedIn } = await signInBrowser(c, userId);
          return c.redirect(signedIn.homeUrl, 302);
        } catch (error) {
          if (error instanceof SocialSignInFailed) return toSignInPage(c, error.message);
          throw error;
        }
      },
    );
  }
  return app;
}
