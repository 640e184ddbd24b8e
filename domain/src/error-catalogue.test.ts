import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_TEXTS,
  MESSAGE_ATTACHMENTS_FAILED,
  catalogueText,
  loginErrorText,
} from './error-catalogue.ts';
import { ERRORS_TITLE, SERVER_ERROR_MESSAGE, STATUS_MESSAGES } from './messages.ts';

describe('loginErrorText', () => {
  it('shows serverError500 for a 500, whatever the server said', () => {
    expect(loginErrorText(500, 'Internal server error')).toEqual({
      kind: 'key',
      key: 'serverError500',
    });
  });

  it('shows serverError500 for other server failures and for no answer', () => {
    expect(loginErrorText(503, null)).toEqual({ kind: 'key', key: 'serverError500' });
    expect(loginErrorText(-1, null)).toEqual({ kind: 'key', key: 'serverError500' });
  });

  it('shows an error string with a space as-is', () => {
    expect(loginErrorText(401, 'Invalid login or password.')).toEqual({
      kind: 'sentence',
      text: 'Invalid login or password.',
    });
  });

  it('translates a one-word error under login.{error}', () => {
    expect(loginErrorText(401, 'locked')).toEqual({ kind: 'key', key: 'login.locked' });
  });

  it('leaves an answer without an error string to the generic handling', () => {
    expect(loginErrorText(401, null)).toBeNull();
    expect(loginErrorText(422, '  ')).toBeNull();
  });
});

describe('catalogueText', () => {
  it('has the spec’s texts for serverError500 and hmSomethingNotRight', () => {
    expect(catalogueText('serverError500')).toBe(SERVER_ERROR_MESSAGE);
    expect(catalogueText('hmSomethingNotRight')).toBe('Hmm, something is not right');
    expect(ERRORS_TITLE).toBe('Hmm, something is not right');
  });

  it('has English for every Devise failure key under login.', () => {
    const keys = Object.keys(CATALOGUE_TEXTS).filter((k) => k.startsWith('login.'));
    expect(keys).toContain('login.invalid');
    expect(keys).toContain('login.locked');
    expect(keys).toContain('login.unconfirmed');
    for (const key of keys) expect(catalogueText(key)).toMatch(/\.$/);
  });

  it('answers undefined for an unknown key, including inherited names', () => {
    expect(catalogueText('login.nope')).toBeUndefined();
    expect(catalogueText('toString')).toBeUndefined();
  });
});

describe('catalogue constants', () => {
  it('has the message attachment failure as the spec writes it', () => {
    expect(MESSAGE_ATTACHMENTS_FAILED).toEqual({
      title: 'Oops',
      message: 'Sorry, your message could not be sent. There was an error with your attachments.',
    });
  });

  it('has a message for a rate-limited call (429)', () => {
    expect(STATUS_MESSAGES[429]?.message).toMatch(/Too many attempts/);
  });
});
