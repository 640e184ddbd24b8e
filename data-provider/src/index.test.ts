import { describe, expect, it } from 'vitest';
import * as dataProvider from './index.ts';

describe('@tp/data-provider', () => {
  it.each([
    'createHttpClient',
    'createDataProvider',
    'createAuthProvider',
    'createRealtimeClient',
    'connectRealtime',
    'fetchRuntimeConfig',
    'fetchAuthUser',
    'login',
    'logout',
    'normalizeError',
    'shouldNotify',
    'isModalDismissal',
    'readCookie',
    'emptyListResult',
    'pageWithinBounds',
    'handleModalRejection',
    'loginErrorMessage',
    'fetchListPage',
    'createUploadsApi',
  ])('exports %s', (name) => {
    expect(typeof (dataProvider as Record<string, unknown>)[name]).toBe('function');
  });
});
