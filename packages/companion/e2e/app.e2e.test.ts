import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveApp } from '../scripts/chromium.mjs';

let browser: Browser;
let app: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  app = await serveApp();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  app?.stop();
});

describe('the built app page', () => {
  it('installs a service worker and then works offline', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(app.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(
      () =>
        document.querySelector('antarctica-companion')?.shadowRoot?.querySelector('form') != null,
    );
    expect(await page.title()).toBe('Antarctica companion');
    await context.close();
  });

  it('links an installable manifest', async () => {
    const response = await fetch(new URL('manifest.webmanifest', app.url));
    const manifest = await response.json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: './' });
    expect(manifest.icons.length).toBeGreaterThan(0);
  });

  it('keeps the screen awake during play, asking again when the page becomes visible', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { wakeCalls: string[] }).wakeCalls = calls;
      Object.defineProperty(navigator, 'wakeLock', {
        value: {
          request: async (type: string) => {
            calls.push(type);
            return { release: async () => undefined };
          },
        },
      });
    });
    const page = await context.newPage();
    await page.goto(app.url);
    await page.waitForFunction(
      () =>
        document.querySelector('antarctica-companion')?.shadowRoot?.querySelector('form') != null,
    );
    await page.evaluate(() => {
      const start = document
        .querySelector('antarctica-companion')
        ?.shadowRoot?.querySelector<HTMLButtonElement>('form button[type=submit]');
      start?.click();
    });
    await page.waitForFunction(
      () => (window as unknown as { wakeCalls: string[] }).wakeCalls.length === 1,
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForFunction(
      () => (window as unknown as { wakeCalls: string[] }).wakeCalls.length === 2,
    );
    await context.close();
  });
});
