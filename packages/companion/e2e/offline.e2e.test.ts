import { describe, expect, inject, it } from 'vitest';
import { appReady, dispatch, openApp, pageErrors, session, startGame, useBrowser } from './app.js';

const browser = useBrowser();

/** Width and height of a PNG, from its header. */
function pngSize(bytes: ArrayBuffer): [number, number] {
  const view = new DataView(bytes);
  expect(view.getUint32(0)).toBe(0x89504e47);
  return [view.getUint32(16), view.getUint32(20)];
}

describe.each([
  ['Vite’s preview server, as `pnpm start` serves it', () => inject('previewUrl')],
  ['a plain static file server', () => inject('staticUrl')],
])('the built app behind %s', (_, url) => {
  it('installs a service worker and then reloads offline, mid-game, with the game in place', async () => {
    const { context, page } = await openApp(browser(), { url: url() });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await startGame(page, { firstGame: false });
    const before = await session(page);
    await context.setOffline(true);
    await page.reload();
    await appReady(page);
    expect(await session(page)).toEqual(before);
    await expect(page.locator('antarctica-sun-tracker #status').textContent()).resolves.toContain(
      'Alice places a Ship',
    );
    // Any address of the app opens it offline: with a query, or the page's own name.
    for (const path of ['?from=home-screen', 'index.html']) {
      await page.goto(new URL(path, url()).href);
      await appReady(page);
    }
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('the served app', () => {
  it('is served by `pnpm start` with the header that broke offline reloads', async () => {
    const response = await fetch(inject('previewUrl'), { headers: { origin: 'http://x.test' } });
    expect(response.headers.get('vary')).toMatch(/origin/i);
  });

  it('links an installable manifest with PNG icons of the sizes it states, maskable too, and an apple-touch-icon', async () => {
    const base = inject('previewUrl');
    const manifest = await (await fetch(new URL('manifest.webmanifest', base))).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: './' });
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png');
    expect(pngs.map((icon: { sizes: string }) => icon.sizes).sort()).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
    expect(pngs.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) {
      const bytes = await (await fetch(new URL(icon.src, base))).arrayBuffer();
      expect(pngSize(bytes).join('x')).toBe(icon.sizes);
    }
    const { context, page } = await openApp(browser());
    const touchIcon = await page.locator('link[rel=apple-touch-icon]').getAttribute('href');
    const bytes = await (await fetch(new URL(touchIcon ?? '', base))).arrayBuffer();
    expect(pngSize(bytes)).toEqual([180, 180]);
    await context.close();
  });

  it('keeps the screen awake during play, asking again when the page becomes visible', async () => {
    const context = await browser().newContext();
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
    await page.goto(inject('previewUrl'));
    await appReady(page);
    await dispatch(page, {
      type: 'start',
      choice: {
        players: [
          { color: 'red', name: 'A' },
          { color: 'blue', name: 'B' },
        ],
      },
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
