import { installFastJsdomLabels } from './jsdom-labels.ts';
import { installLeanEmotionStyles, type EmotionStyleSheet } from './jsdom-lean-styles.ts';
import { lazyElementError, type ElementErrorConfig } from './lazy-element-errors.ts';
import { skipReactOwnerStacks } from './react-owner-stacks.ts';

/** The part of testing-library these settings use: the app's own copy, passed in. */
export interface TestingLibrarySettings {
  configure(settings: {
    asyncUtilTimeout?: number;
    getElementError?: (message: string | null, container: Element) => Error;
  }): void;
  getConfig(): ElementErrorConfig;
  prettyDOM(dom?: Element | Document): string | false;
}

/**
 * What every app's component tests set up the same way in jsdom (each app's setup file calls
 * this with its own testing-library, emotion sheet and React, then adds what is its own):
 * - findBy and waitFor wait up to 10 s: a first render of react-admin, MUI or the calendar takes
 *   seconds on a busy 2-core machine (5 s was too short under CI's load), and a longer limit
 *   only slows a failing test;
 * - a query's miss prints the page only if its error is read (lazy-element-errors.ts);
 * - labels found without jsdom's slow lookup (jsdom-labels.ts);
 * - only the CSS a test can observe (jsdom-lean-styles.ts);
 * - no creation stacks for React's warnings (react-owner-stacks.ts).
 */
export function installComponentTestSettings(
  testingLibrary: TestingLibrarySettings,
  StyleSheet: EmotionStyleSheet,
  react: object,
): void {
  const { configure, getConfig, prettyDOM } = testingLibrary;
  configure({
    asyncUtilTimeout: 10_000,
    getElementError: lazyElementError(prettyDOM, getConfig),
  });
  installFastJsdomLabels();
  installLeanEmotionStyles(StyleSheet);
  skipReactOwnerStacks(react);
}
