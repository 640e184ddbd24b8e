// What the component-test globalSetup hands to the test files (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo world snapshot file (gzipped PGlite data directory) of this run. */
    demoWorldSnapshot: string;
  }
}

export {};
