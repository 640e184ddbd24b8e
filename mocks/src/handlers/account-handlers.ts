import {
  ACCOUNT_MESSAGES,
  TOKEN_INVALID_MESSAGE,
  isEmailAddress,
  localeStringsFor,
  validatePasswordPair,
} from '@tp/domain';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { apiEndpoint, jsonBody } from './api.ts';
import { invalid, notFound } from './problems.ts';
import type { MockState } from './state.ts';

/** The `user` object of a Devise-shaped body, or `{}`. */
async function userFields(request: Request): Promise<Record<string, unknown>> {
  const body = await jsonBody(request);
  if (typeof body !== 'object' || body === null || !('user' in body)) return {};
  const { user } = body as { user: unknown };
  return typeof user === 'object' && user !== null ? (user as Record<string, unknown>) : {};
}

function requireEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : '';
  if (!isEmailAddress(email)) throw invalid({ email: [ACCOUNT_MESSAGES.invalidEmail] });
  return email;
}

/**
 * The account calls and the locale strings, as server/src/routes/auth/accounts.routes.ts and
 * routes/locales answer them. The mocks send no mail, so every mailed token is unknown here:
 * requests answer the server's "sent" sentences and every token is refused as invalid, which
 * is what the mocked mode can show of these flows.
 */
export function accountHandlers(getState: () => MockState): HttpHandler[] {
  const sent = (message: string) => HttpResponse.json({ status: 'ok', message });
  const mailRequest = (message: string) =>
    apiEndpoint(getState, async ({ request }) => {
      requireEmail((await userFields(request)).email);
      return sent(message);
    });
  const refusedToken = (field: string): never => {
    throw invalid({ [field]: [TOKEN_INVALID_MESSAGE] });
  };
  const newPassword = apiEndpoint(getState, async ({ request }) => {
    const user = await userFields(request);
    const errors = validatePasswordPair(
      typeof user.password === 'string' ? user.password : '',
      typeof user.passwordConfirmation === 'string' ? user.passwordConfirmation : '',
    );
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return refusedToken('resetPasswordToken');
  });
  return [
    http.get(
      '*/api/v2/sso.json',
      apiEndpoint(getState, ({ request }) => {
        const email = new URL(request.url).searchParams.get('email') ?? '';
        if (!isEmailAddress(email)) {
          return HttpResponse.json(
            { status: 'error', message: ACCOUNT_MESSAGES.invalidEmail },
            { status: 422 },
          );
        }
        return sent(ACCOUNT_MESSAGES.signInLinkSent);
      }),
    ),
    http.post('*/api/secret.json', mailRequest(ACCOUNT_MESSAGES.resetSent)),
    http.put('*/api/secret.json', newPassword),
    http.put('*/api/setup.json', newPassword),
    http.post('*/api/verification.json', mailRequest(ACCOUNT_MESSAGES.confirmationSent)),
    http.get(
      '*/api/verification.json',
      apiEndpoint(getState, () => refusedToken('confirmationToken')),
    ),
    http.post('*/api/unlock.json', mailRequest(ACCOUNT_MESSAGES.unlockSent)),
    http.get(
      '*/api/unlock.json',
      apiEndpoint(getState, () => refusedToken('unlockToken')),
    ),
    http.get(
      '*/api/v2/locales/:file',
      apiEndpoint(getState, ({ request, params }) => {
        const language = String(params.file).replace(/\.json$/, '');
        const app = new URL(request.url).searchParams.get('app') ?? 'tutor';
        const strings = localeStringsFor(language, app);
        if (!strings) throw notFound(`There are no strings in "${language}".`);
        return HttpResponse.json(strings);
      }),
    ),
  ];
}
