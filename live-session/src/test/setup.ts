// jest-dom matchers for vitest, and unmounting between tests (vitest runs without globals,
// so testing-library cannot register its own afterEach cleanup).
import '@testing-library/jest-dom/vitest';
import * as testingLibrary from '@testing-library/react';
import { installComponentTestSettings } from '@tp/mocks/component-test-settings';
import { afterEach } from 'vitest';
import { StyleSheet } from '@emotion/sheet';
import * as React from 'react';

// Shared with the other apps' component tests (mocks/src/component-test-settings.ts).
installComponentTestSettings(testingLibrary, StyleSheet, React);

afterEach(testingLibrary.cleanup);

// jsdom has no layout, so no hit testing: react-big-calendar's selection asks which element
// is under a click anywhere on the page (a tutor's pages show calendars); nothing is.
if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
