// jest-dom matchers for vitest, and unmounting between tests (vitest runs without globals,
// so testing-library cannot register its own afterEach cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFastJsdomLabels } from '@tp/mocks/jsdom-labels';
import { installLeanEmotionStyles } from '@tp/mocks/jsdom-lean-styles';
import { lazyElementError } from '@tp/mocks/lazy-element-errors';
import { StyleSheet } from '@emotion/sheet';
import * as React from 'react';
import { skipReactOwnerStacks } from '@tp/mocks/react-owner-stacks';

// The first render of the calendar in a worker takes seconds on a busy machine; findBy and
// waitFor wait for an outcome, so a longer limit only slows a failing test.
configure({ asyncUtilTimeout: 10_000 });
// A query's miss prints the page only if the error is read (mocks/src/lazy-element-errors.ts).
configure({ getElementError: lazyElementError(prettyDOM, getConfig) });

installFastJsdomLabels();
// Only the CSS a test can observe in jsdom (mocks/src/jsdom-lean-styles.ts).
installLeanEmotionStyles(StyleSheet);
// No creation stacks for React's warnings (mocks/src/react-owner-stacks.ts).
skipReactOwnerStacks(React);

afterEach(cleanup);

// jsdom has no layout, so no hit testing: react-big-calendar's selection asks which element
// is under a click anywhere on the page (a tutor's pages show calendars); nothing is.
if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
