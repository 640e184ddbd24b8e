// jest-dom matchers, unmounting between tests (vitest runs without globals, so
// testing-library cannot register its own cleanup), and what jsdom lacks for MUI.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFastJsdomLabels } from '@tp/mocks/jsdom-labels';
import { installLeanEmotionStyles } from '@tp/mocks/jsdom-lean-styles';
import { lazyElementError } from '@tp/mocks/lazy-element-errors';
import { StyleSheet } from '@emotion/sheet';
import * as React from 'react';
import { skipReactOwnerStacks } from '@tp/mocks/react-owner-stacks';
import { staticMediaQueryList } from './mediaQueries.ts';

// react-admin's and MUI's renders (a first page, the list a save returns to) take seconds on a
// busy 2-core machine (5 s was too short under CI's load); findBy and
// waitFor wait for an outcome, so a longer limit only slows a failing test.
configure({ asyncUtilTimeout: 10_000 });
// A query's miss prints the page only if the error is read (mocks/src/lazy-element-errors.ts).
configure({ getElementError: lazyElementError(prettyDOM, getConfig) });

installFastJsdomLabels();
// Only the CSS a test can observe in jsdom (mocks/src/jsdom-lean-styles.ts).
installLeanEmotionStyles(StyleSheet);
// No creation stacks for React's warnings (mocks/src/react-owner-stacks.ts).
skipReactOwnerStacks(React);

afterEach(() => {
  cleanup();
  // react-admin keeps list params (sort, filters) in localStorage: each test starts clean.
  localStorage.clear();
});

// MUI's useMediaQuery needs matchMedia; jsdom has none. Nothing matches: a desktop width.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
}
