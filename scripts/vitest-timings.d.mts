/** Where a package's last Vitest report is, relative to its folder. */
export declare const TIMINGS_FILE: string;
/** Vitest's default reporter and a JSON report for `pnpm timings`; pass the config's `import.meta.url`. */
export declare function timingReporters(
  configUrl: string,
): ['default', ['json', { outputFile: string }]];
