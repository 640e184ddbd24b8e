// jest-dom matchers, unmounting between tests (vitest runs without globals, so
// testing-library cannot register its own cleanup), and what jsdom lacks for MUI.
import '@testing-library/jest-dom/vitest';
import * as testingLibrary from '@testing-library/react';
import { installComponentTestSettings } from '@tp/mocks/component-test-settings';
import { afterEach } from 'vitest';
import { StyleSheet } from '@emotion/sheet';
import * as React from 'react';
import { staticMediaQueryList } from './mediaQueries.ts';

// Shared with the other apps' component tests (mocks/src/component-test-settings.ts).
installComponentTestSettings(testingLibrary, StyleSheet, React);

afterEach(() => {
  testingLibrary.cleanup();
  // react-admin keeps list params (sort, filters) in localStorage: each test starts clean.
  localStorage.clear();
});

// MUI's useMediaQuery needs matchMedia; jsdom has none. Nothing matches: a desktop width.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
}
