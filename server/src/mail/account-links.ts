/** The person a link is for: names and language fill the page's query parameters. */
export interface LinkRecipient {
  email: string;
  firstName: string;
  lastName: string;
  language: string;
}

/** A language code safe to put in a path (`en`, `es`, `pt-BR`), else English. */
function pathLanguage(language: string): string {
  return /^[a-z]{2}(-[A-Z]{2})?$/.test(language) ? language : 'en';
}

function link(base: string, pathname: string, params: Record<string, string>): string {
  const url = new URL(pathname, `${base.replace(/\/+$/, '')}/`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The live-session pages each mailed token opens (spec §2 routes and their query parameters),
 * on `base`: PUBLIC_URL, or the origin the request came from.
 */
export const accountLinks = {
  resetPassword: (base: string, token: string, to: LinkRecipient) =>
    link(base, '/secret/reset', {
      reset_password_token: token,
      first_name: to.firstName,
      last_name: to.lastName,
      username: to.email,
      language: pathLanguage(to.language),
    }),
  confirmation: (base: string, token: string, to: LinkRecipient) =>
    link(base, '/success', { confirmation_token: token, language: pathLanguage(to.language) }),
  unlock: (base: string, token: string, to: LinkRecipient) =>
    link(base, '/success', { unlock_token: token, language: pathLanguage(to.language) }),
  signIn: (base: string, token: string, to: LinkRecipient) =>
    link(base, `/login/${pathLanguage(to.language)}`, { token }),
};
