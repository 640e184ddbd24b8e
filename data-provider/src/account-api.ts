import { CONFIG_PATH } from './api-paths.ts';
import type { HttpClient } from './http-client.ts';

/**
 * The account calls outside /api/v2 (spec: sign-in-exams-and-shared §7 "Sign-in and
 * account"), in the Devise shapes the server speaks: bodies keyed by `user`, tokens in the
 * query of the GETs that consume them. Every function rejects with the HTTP client's
 * HttpError, whose message is already the catalogue sentence (422 field errors joined).
 */
export const SSO_PATH = '/api/v2/sso.json';
export const SECRET_PATH = '/api/secret.json';
export const SETUP_PATH = '/api/setup.json';
export const VERIFICATION_PATH = '/api/verification.json';
export const UNLOCK_PATH = '/api/unlock.json';
/** Social sign-in opens here in a new window (spec §7). */
export const FACEBOOK_SIGN_IN_PATH = '/api/auth/facebook';
export const OIDC_SIGN_IN_PATH = '/api/auth/oidc';

/** The answer of GET /api/v2/sso.json: 'ok' means a sign-in link is on its way. */
export interface SignInLinkAnswer {
  status: 'ok' | 'error';
  message: string;
}

/** What a reset or a first password sends (PUT /api/secret.json, PUT /api/setup.json). */
export interface PasswordChange {
  /** The mailed token; setup may go without one when the server knows the user otherwise. */
  resetPasswordToken?: string;
  password: string;
  passwordConfirmation: string;
}

/** The account a consumed confirmation or unlock token belonged to. */
export interface TokenAccount {
  email: string;
  /** False for an account that still needs its first password (it goes to /setup). */
  hasPassword: boolean;
  /** A token for /setup, when the server hands one over with the answer. */
  resetPasswordToken?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readSignInLinkAnswer(json: unknown): SignInLinkAnswer {
  if (!isRecord(json)) throw new Error(`GET ${SSO_PATH} answered no object.`);
  const message = typeof json.message === 'string' ? json.message : '';
  return { status: json.status === 'ok' ? 'ok' : 'error', message };
}

function readTokenAccount(json: unknown, path: string): TokenAccount {
  const user = isRecord(json) ? json.user : undefined;
  if (!isRecord(user) || typeof user.email !== 'string') {
    throw new Error(`GET ${path} answered no user.`);
  }
  const account: TokenAccount = { email: user.email, hasPassword: user.hasPassword !== false };
  if (typeof user.resetPasswordToken === 'string' && user.resetPasswordToken !== '') {
    account.resetPasswordToken = user.resetPasswordToken;
  }
  return account;
}

/**
 * The account a password change was for: the body's `user` (`{ email, hasPassword, ... }`,
 * nobody is signed in by the change), or null when the answer names none.
 */
function changedAccount(json: unknown): TokenAccount | null {
  const user = isRecord(json) ? json.user : undefined;
  if (!isRecord(user) || typeof user.email !== 'string') return null;
  return { email: user.email, hasPassword: user.hasPassword !== false };
}

/** The `{ status, message }` a refused sign-in link request carries (a 422 for a bad address). */
function refusedSignInLink(error: unknown): SignInLinkAnswer | null {
  if (!isRecord(error) || !isRecord(error.body)) return null;
  const { response } = error.body;
  if (!isRecord(response) || typeof response.status !== 'string') return null;
  if (typeof response.message !== 'string' || response.message === '') return null;
  return { status: 'error', message: response.message };
}

/**
 * GET /api/v2/sso.json?email=: asks for a sign-in link by e-mail (single sign-in). Answers
 * the server's status and message, also when it refuses with one (422); other failures reject.
 */
export async function requestSignInLink(
  httpClient: HttpClient,
  email: string,
): Promise<SignInLinkAnswer> {
  try {
    const { json } = await httpClient(SSO_PATH, { query: { email } });
    return readSignInLinkAnswer(json);
  } catch (error) {
    const refused = refusedSignInLink(error);
    if (refused) return refused;
    throw error;
  }
}

/** POST /api/secret.json `{ user: { email } }`: mails reset instructions. */
export async function requestPasswordReset(httpClient: HttpClient, email: string): Promise<void> {
  await httpClient(SECRET_PATH, { method: 'POST', body: { user: { email } } });
}

/** PUT /api/secret.json `{ user: { resetPasswordToken, password, passwordConfirmation } }`. */
export async function resetPassword(
  httpClient: HttpClient,
  change: PasswordChange,
): Promise<TokenAccount | null> {
  const { json } = await httpClient(SECRET_PATH, { method: 'PUT', body: { user: change } });
  return changedAccount(json);
}

/** PUT /api/setup.json with the same body: sets an account's first password. */
export async function setUpPassword(
  httpClient: HttpClient,
  change: PasswordChange,
): Promise<TokenAccount | null> {
  const { json } = await httpClient(SETUP_PATH, { method: 'PUT', body: { user: change } });
  return changedAccount(json);
}

/** POST /api/verification.json `{ user: { email } }`: mails the confirmation again. */
export async function resendConfirmation(httpClient: HttpClient, email: string): Promise<void> {
  await httpClient(VERIFICATION_PATH, { method: 'POST', body: { user: { email } } });
}

/** GET /api/verification.json?confirmation_token=: confirms the e-mail of the token's account. */
export async function confirmEmail(httpClient: HttpClient, token: string): Promise<TokenAccount> {
  const { json } = await httpClient(VERIFICATION_PATH, { query: { confirmation_token: token } });
  return readTokenAccount(json, VERIFICATION_PATH);
}

/** POST /api/unlock.json `{ user: { email } }`: mails unlock instructions. */
export async function requestUnlock(httpClient: HttpClient, email: string): Promise<void> {
  await httpClient(UNLOCK_PATH, { method: 'POST', body: { user: { email } } });
}

/** GET /api/unlock.json?unlock_token=: unlocks the token's account. */
export async function unlockAccount(httpClient: HttpClient, token: string): Promise<TokenAccount> {
  const { json } = await httpClient(UNLOCK_PATH, { query: { unlock_token: token } });
  return readTokenAccount(json, UNLOCK_PATH);
}

/** The sign-in page's other ways in, as the deployment configured them. */
export interface SocialSignInOptions {
  facebook: boolean;
  /** An OpenID Connect provider, by the name its button says. */
  oidc: { name: string } | null;
}

/**
 * What GET /api/config.json's `socialSignIn` offers. Absent (as on a server without it) or
 * unreadable means none: the password form still works.
 */
export async function readSocialSignInOptions(
  httpClient: HttpClient,
): Promise<SocialSignInOptions> {
  const none: SocialSignInOptions = { facebook: false, oidc: null };
  try {
    const { json } = await httpClient(CONFIG_PATH);
    if (!isRecord(json) || !isRecord(json.socialSignIn)) return none;
    const { facebook, oidc } = json.socialSignIn;
    return {
      facebook: facebook === true,
      oidc: isRecord(oidc) && typeof oidc.name === 'string' ? { name: oidc.name } : null,
    };
  } catch {
    return none;
  }
}
