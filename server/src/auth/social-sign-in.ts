import * as oauth from 'openid-client';
import { SIGN_IN_FAILURES, socialSignInMessage } from '@tp/domain';
import type { SocialSignInConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { signInRefusal } from '../services/accounts-sign-in-link.ts';
import { findAccountByEmail } from '../services/accounts.ts';

/** The sign-in page's other ways in (spec §2 social sign-in): GET /api/auth/{provider}. */
export const SOCIAL_PROVIDERS = ['facebook', 'oidc'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** What the browser keeps between leaving for the provider and coming back (a short cookie). */
export interface SocialSignInFlow {
  provider: SocialProvider;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** A sign-in that did not get the visitor in: the sentence the sign-in page shows. */
export class SocialSignInFailed extends Error {}

type FacebookSettings = NonNullable<SocialSignInConfig['facebook']>;
type OidcSettings = NonNullable<SocialSignInConfig['oidc']>;

/** The provider's name, as the sign-in page's button and messages say it. */
export function providerName(settings: SocialSignInConfig, provider: SocialProvider): string {
  return provider === 'facebook' ? 'Facebook' : (settings.oidc?.name ?? 'SSO');
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Plain http is allowed only to this machine (a provider the tests start, or one on the same
 * host in development); anywhere else openid-client's https-only rule stands.
 */
function loopbackHttp(url: string): Array<(config: oauth.Configuration) => void> {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)
    ? [oauth.allowInsecureRequests]
    : [];
}

/**
 * Facebook Login is OAuth 2.0 without OpenID Connect on the web: its endpoints are known
 * rather than discovered, and who signed in is asked of the Graph API (`/me?fields=email`).
 */
function facebookClient(settings: FacebookSettings): oauth.Configuration {
  const config = new oauth.Configuration(
    {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: settings.dialogUrl,
      token_endpoint: `${settings.graphUrl}/oauth/access_token`,
    },
    settings.clientId,
    settings.clientSecret,
  );
  for (const apply of loopbackHttp(settings.graphUrl)) apply(config);
  return config;
}

/** Discovered once per process and kept; a failed discovery is tried again next time. */
const discovered = new WeakMap<OidcSettings, Promise<oauth.Configuration>>();

function oidcClient(settings: OidcSettings): Promise<oauth.Configuration> {
  let client = discovered.get(settings);
  if (!client) {
    client = oauth.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      { execute: loopbackHttp(settings.issuer) },
    );
    client.catch(() => discovered.delete(settings));
    discovered.set(settings, client);
  }
  return client;
}

/** The configured provider's client; null when the deployment has not set it up. */
export async function providerClient(
  settings: SocialSignInConfig,
  provider: SocialProvider,
): Promise<oauth.Configuration | null> {
  if (provider === 'facebook') return settings.facebook ? facebookClient(settings.facebook) : null;
  return settings.oidc ? oidcClient(settings.oidc) : null;
}

/**
 * Where to send the browser: the provider's authorization page, with a fresh state, nonce and
 * PKCE challenge, and the flow to keep until it comes back to `redirectUri`.
 */
export async function beginSocialSignIn(
  client: oauth.Configuration,
  provider: SocialProvider,
  redirectUri: string,
): Promise<{ url: URL; flow: SocialSignInFlow }> {
  const flow: SocialSignInFlow = {
    provider,
    state: oauth.randomState(),
    codeVerifier: oauth.randomPKCECodeVerifier(),
    nonce: oauth.randomNonce(),
  };
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: provider === 'facebook' ? 'email' : 'openid email',
    state: flow.state,
    code_challenge: await oauth.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (provider === 'oidc') parameters.nonce = flow.nonce;
  return { url: oauth.buildAuthorizationUrl(client, parameters), flow };
}

/** The e-mail address the provider vouches for, or a failure the sign-in page shows. */
async function verifiedEmail(
  client: oauth.Configuration,
  settings: SocialSignInConfig,
  flow: SocialSignInFlow,
  callbackUrl: URL,
): Promise<string> {
  const name = providerName(settings, flow.provider);
  let tokens: Awaited<ReturnType<typeof oauth.authorizationCodeGrant>>;
  try {
    tokens = await oauth.authorizationCodeGrant(client, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      ...(flow.provider === 'oidc' ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
    });
  } catch {
    // A denied consent, a replayed or forged answer, an expired code: all read the same.
    throw new SocialSignInFailed(socialSignInMessage('failed', { provider: name }));
  }
  if (flow.provider === 'oidc') {
    // The ID token names the person; the address is in it, or else at the userinfo endpoint
    // (where most providers put the email scope's claims).
    const claims = tokens.claims();
    let identity: Record<string, unknown> | undefined = claims ? { ...claims } : undefined;
    if (claims && typeof claims.email !== 'string') {
      identity = await oauth
        .fetchUserInfo(client, tokens.access_token, claims.sub)
        .catch(() => undefined);
    }
    if (typeof identity?.email === 'string' && identity.email_verified === true)
      return identity.email;
    throw new SocialSignInFailed(socialSignInMessage('noEmail', { provider: name }));
  }
  // Facebook only shares addresses it has confirmed.
  const me = await oauth
    .fetchProtectedResource(
      client,
      tokens.access_token,
      new URL(`${settings.facebook!.graphUrl}/me?fields=id,email`),
      'GET',
    )
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
  const email = (me as { email?: unknown } | null)?.email;
  if (typeof email === 'string' && email.includes('@')) return email;
  throw new SocialSignInFailed(socialSignInMessage('noEmail', { provider: name }));
}

/**
 * Finishes a sign-in the provider sent back to `callbackUrl`: the answer must match the flow
 * this browser began, the provider must vouch for an e-mail address, and an account here must
 * use it and be allowed in (frozen, inactive and locked accounts are refused as a password
 * sign-in is). Answers the account's user id; nobody gets an account by signing in this way.
 */
export async function completeSocialSignIn(
  { db, settings }: { db: Db; settings: SocialSignInConfig },
  client: oauth.Configuration,
  flow: SocialSignInFlow,
  callbackUrl: URL,
): Promise<number> {
  const email = await verifiedEmail(client, settings, flow, callbackUrl);
  const account = await findAccountByEmail(db, email);
  if (!account)
    throw new SocialSignInFailed(socialSignInMessage('noAccount', { provider: '', email }));
  const refusal = signInRefusal(account);
  if (refusal) throw new SocialSignInFailed(SIGN_IN_FAILURES[refusal]);
  return account.id;
}
