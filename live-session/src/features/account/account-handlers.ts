import { http, HttpResponse } from 'msw';
import { localeStringsFor } from '@tp/domain';

/** What the account handlers saw, for assertions. */
export interface AccountCalls {
  bodies: Array<{ method: string; path: string; body: unknown }>;
}

const VALID_TOKEN = 'good-token';

/**
 * The account calls as the server answers them (tests only): requests always succeed (the
 * answer never tells whether an address has an account), tokens other than VALID_TOKEN are
 * refused with a 422 naming the token field, and the locale endpoint serves the repo's strings.
 */
export function accountHandlers(
  calls: AccountCalls = { bodies: [] },
  options: { hasPassword?: boolean; sso?: { status: string; message: string } } = {},
) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    calls.bodies.push({
      method: request.method,
      path: url.pathname,
      body: text ? (JSON.parse(text) as unknown) : Object.fromEntries(url.searchParams),
    });
  };
  const invalidToken = (field: string) =>
    HttpResponse.json(
      { error: 'Validation failed', errors: { [field]: ['is invalid'] } },
      { status: 422 },
    );
  const tokenAnswer =
    (field: string, param: string) =>
    async ({ request }: { request: Request }) => {
      await record(request);
      if (new URL(request.url).searchParams.get(param) !== VALID_TOKEN) return invalidToken(field);
      return HttpResponse.json({
        user: { email: 'new@demo.test', hasPassword: options.hasPassword ?? true },
      });
    };
  return [
    http.get('*/api/v2/locales/:language.json', ({ params }) => {
      const strings = localeStringsFor(String(params.language), 'tutor');
      return strings
        ? HttpResponse.json(strings)
        : HttpResponse.json({ error: 'Not found' }, { status: 404 });
    }),
    http.get('*/api/config.json', () => HttpResponse.json({ version: '3.0.2', realtime: {} })),
    http.get('*/api/v2/sso.json', async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        options.sso ?? {
          status: 'ok',
          message: 'If that e-mail has an account, a link is on its way.',
        },
      );
    }),
    http.post('*/api/secret.json', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('*/api/secret.json', async ({ request }) => {
      await record(request);
      const last = calls.bodies.at(-1)?.body as { user?: { resetPasswordToken?: string } };
      if (last.user?.resetPasswordToken !== VALID_TOKEN) return invalidToken('resetPasswordToken');
      // Nobody is signed in by the change: the answer names the account only.
      return HttpResponse.json({ user: { email: 'tutor@demo.test', hasPassword: true } });
    }),
    http.put('*/api/setup.json', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ user: { email: 'tutor@demo.test', hasPassword: true } });
    }),
    http.post('*/api/verification.json', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/verification.json', tokenAnswer('confirmationToken', 'confirmation_token')),
    http.post('*/api/unlock.json', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/unlock.json', tokenAnswer('unlockToken', 'unlock_token')),
  ];
}

export { VALID_TOKEN };
