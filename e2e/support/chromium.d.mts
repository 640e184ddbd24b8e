export declare function chromiumLaunchOptions(options?: { headed?: boolean }): {
  executablePath: string;
  args: string[];
};
