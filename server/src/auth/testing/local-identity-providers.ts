import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A server on a free port of 127.0.0.1, its handler set once the address is known. */
async function listen(): Promise<{
  server: Server;
  origin: string;
  handle(handler: (req: IncomingMessage, res: ServerResponse) => void): void;
}> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, handle: (next) => (handler = next) };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** The accounts of the local provider, by login: the e-mail address each vouches for. */
export type ProviderAccounts = Map<string, { email: string; emailVerified: boolean }>;

/**
 * A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1, with one client whose
 * redirect URI is `redirectUri`, and its development sign-in screens, which `signIn` fills
 * in as a person would (any password; the login picks the account).
 */
export async function startLocalOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const { server, origin, handle } = await listen();
  const accounts: ProviderAccounts = new Map();
  const provider = new Provider(origin, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['local-provider-cookie-key'] },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          ...(account ? { email: account.email, email_verified: account.emailVerified } : {}),
        }),
      };
    },
  });
  handle(provider.callback());

  /**
   * Follows the provider's pages from `authorizationUrl` as a browser would, signing in as
   * `login` and consenting, until it redirects to the client; answers that address (the
   * callback with its code and state).
   */
  async function signIn(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let init: RequestInit = { method: 'GET' };
    for (let step = 0; step < 12; step += 1) {
      const headers = new Headers(init.headers);
      if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await fetch(url, { ...init, headers, redirect: 'manual' });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.origin !== origin) return next;
        url = next;
        init = { method: 'GET' };
        continue;
      }
      // A sign-in or consent page: submit its form, with the login typed in.
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`The provider's page has no form: ${html.slice(0, 200)}`);
      const fields = new URLSearchParams();
      for (const input of html.matchAll(/<input[^>]*name="([^"]+)"(?:[^>]*value="([^"]*)")?/g)) {
        const name = input[1]!;
        fields.set(name, name === 'login' ? login : name === 'password' ? 'any' : (input[2] ?? ''));
      }
      url = new URL(action, url);
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      };
    }
    throw new Error('The provider did not send the browser back');
  }

  return { issuer: origin, accounts, signIn, close: () => close(server) };
}

/**
 * A stand-in for Facebook Login's three addresses (the dialog, the token exchange and the
 * Graph API's /me), as small as the flow needs: the dialog sends the browser straight back
 * with a code for `login`, and /me answers that person's id and e-mail (none when unset).
 */
export async function startFakeFacebook() {
  const { server, origin, handle } = await listen();
  const people = new Map<string, { email?: string }>();
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();
  let nextLogin = '';
  handle((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/dialog/oauth') {
      const code = `code-${codes.size + 1}`;
      codes.set(code, nextLogin);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/oauth/access_token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const login = codes.get(new URLSearchParams(body).get('code') ?? '');
        res.setHeader('content-type', 'application/json');
        if (login === undefined) {
          res.writeHead(400).end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        const token = `token-${tokens.size + 1}`;
        tokens.set(token, login);
        res.end(JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 3600 }));
      });
      return;
    }
    if (url.pathname === '/me') {
      const login = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
      res.setHeader('content-type', 'application/json');
      if (login === undefined) {
        res
          .writeHead(401)
          .end(JSON.stringify({ error: { message: 'Invalid OAuth access token' } }));
        return;
      }
      res.end(JSON.stringify({ id: login, ...people.get(login) }));
      return;
    }
    res.writeHead(404).end();
  });
  return {
    dialogUrl: `${origin}/dialog/oauth`,
    graphUrl: origin,
    people,
    /** Who the next dialog signs in as. */
    signInAs(login: string) {
      nextLogin = login;
    },
    close: () => close(server),
  };
}
