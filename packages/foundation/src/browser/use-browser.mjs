// The shared Chromium of a test run, as each test file of the companion's and the play page's
// browser tests connects to it: their global set-up starts it and provides `wsEndpoint`.
import { chromium } from 'playwright';
import { afterAll, beforeAll, inject } from 'vitest';

/** Connects to the run's Chromium for the test file (and closes the connection after it). */
export function useBrowser() {
  let browser;
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error('the browser is not connected yet');
    return browser;
  };
}
