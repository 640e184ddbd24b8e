import { describe, expect, it } from 'vitest';
import { isSignInPagePath, loginRouteLanguage, signInPathOf } from './sign-in-page.ts';

describe('the sign-in page’s addresses', () => {
  it('are /login and /login/{language}, with or without a trailing slash', () => {
    for (const path of ['/login', '/login/', '/login/en', '/login/es/'])
      expect(isSignInPagePath(path)).toBe(true);
    for (const path of ['/login/en/more', '/logout', '/loginx', '/admin/login/en', '/'])
      expect(isSignInPagePath(path)).toBe(false);
  });

  it('show /login as the English page', () => {
    expect(signInPathOf('/login')).toBe('/login/en');
    expect(signInPathOf('/login/')).toBe('/login/en');
    expect(signInPathOf('/login/es')).toBe('/login/es');
  });

  it('name the language as written, and none for a segment that is no text', () => {
    expect(loginRouteLanguage('/login/es')).toBe('es');
    expect(loginRouteLanguage('/login/')).toBeUndefined();
    expect(loginRouteLanguage('/login')).toBeUndefined();
    expect(loginRouteLanguage('/login/%E0%A4%A')).toBeUndefined();
  });
});
