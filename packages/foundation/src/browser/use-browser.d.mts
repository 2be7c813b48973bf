import type { Browser } from 'playwright';

/** Connects to the run's Chromium for the test file (and closes the connection after it). */
export declare function useBrowser(): () => Browser;
