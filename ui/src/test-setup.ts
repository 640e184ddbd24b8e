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
