export declare function chromiumLaunchOptions(options?: {
  headed?: boolean;
  /** A test run's browser: without V8's optimizing compilers (see chromium.mjs). */
  testRun?: boolean;
}): {
  executablePath: string;
  args: string[];
};
