// Driving the built app in Chromium as a player would: by tapping what is on screen. Playwright's
// locators reach into the elements' shadow roots.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { afterAll, inject } from 'vitest';
import type { CompanionAction } from '../src/logic/actions.js';
import type { Session } from '../src/logic/session.js';

export { axeViolations } from '@antarctica-game/foundation/axe-page';

export { useBrowser } from '@antarctica-game/foundation/use-browser';

/**
 * Where a test saves the screenshot called `name`. With `UPDATE_SCREENSHOTS=1` (the package's
 * `screenshots` script) that is the docs' own `docs/screenshots/`; otherwise a folder under the
 * system's temporary folder, overwritten by each run. The test suite must not rewrite the docs'
 * images: the docs site is built at the same time, and an image that changes between its client
 * and its server bundle is linked under a name that no file has.
 */
export function screenshotPath(name: string): string {
  screenshotFolder ??=
    process.env.UPDATE_SCREENSHOTS === '1'
      ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
      : join(tmpdir(), 'antarctica-companion-screenshots');
  mkdirSync(screenshotFolder, { recursive: true });
  return join(screenshotFolder, `${name}.png`);
}
let screenshotFolder: string | undefined;

/** A phone held upright, with touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** A tablet held sideways, with touch. */
export const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true };

export interface OpenOptions {
  url?: string;
  device?: typeof PHONE | typeof TABLET | { viewport: { width: number; height: number } };
  colorScheme?: 'light' | 'dark';
  locale?: string;
  /** localStorage entries to put in place before the app starts. */
  storage?: Record<string, string>;
}

/** Opens the app in a fresh context (nothing saved) and waits for its first screen. */
export async function openApp(
  browser: Browser,
  options: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...(options.device ?? PHONE),
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-GB',
    reducedMotion: 'reduce',
  });
  if (options.storage !== undefined)
    await context.addInitScript((entries) => {
      if (localStorage.getItem('e2e-seeded') !== null) return;
      localStorage.setItem('e2e-seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
  // A missing element fails the test well before the test's timeout (120 s); not in 5 s, which a
  // page load or a reload offline can take on a loaded two-core machine running every suite.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { errors: string[] }).errors = errors;
  await page.goto(options.url ?? inject('previewUrl'));
  await appReady(page);
  return { context, page };
}

/**
 * One page for the tests of a file that need no special device: each call gives it back with a
 * fresh app (nothing saved, a new element), much quicker than a new browser context. Tests of the
 * page itself (its title, a reload, the service worker) open their own with `openApp`.
 */
export function useApp(browser: () => Browser): () => Promise<Page> {
  let opened: { context: BrowserContext; page: Page } | undefined;
  afterAll(async () => {
    await opened?.context.close();
  });
  return async () => {
    if (opened === undefined) {
      opened = await openApp(browser());
      return opened.page;
    }
    const { page } = opened;
    await page.evaluate(() => {
      localStorage.clear();
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur();
      const main = document.querySelector('main');
      if (main !== null) main.innerHTML = '<antarctica-companion></antarctica-companion>';
    });
    await appReady(page);
    pageErrors(page).length = 0;
    return page;
  };
}

/** Waits until the app has rendered its screen. */
export async function appReady(page: Page): Promise<void> {
  await page.locator('antarctica-companion h1').waitFor();
}

/** The errors the page threw so far. */
export const pageErrors = (page: Page): string[] => (page as Page & { errors: string[] }).errors;

/** The session as the app holds it. */
export function session(page: Page): Promise<Session> {
  return page.evaluate(() => {
    const app = document.querySelector('antarctica-companion');
    return JSON.parse(JSON.stringify(app?.store.session));
  });
}

/** Dispatches actions directly to the app's store (to set up a situation quickly). */
export function dispatch(page: Page, ...actions: CompanionAction[]): Promise<boolean[]> {
  return page.evaluate((list) => {
    const app = document.querySelector('antarctica-companion');
    return list.map((action) => app?.store.dispatch(action) ?? false);
  }, actions);
}

/** One area of the ring, by index (0-7, counter-clockwise from the Sun's starting area). */
export const ringArea = (page: Page, area: number): Locator =>
  page.locator(`antarctica-sun-tracker .area[data-area="${area}"]`);

/** The line that says whose turn it is or what to do. */
export const status = (page: Page): Locator => page.locator('antarctica-sun-tracker #status');

export const NAMES = ['Alice', 'Bob', 'Chloe', 'Dan'];

/** Fills in the setup screen and starts the game. */
export async function startGame(
  page: Page,
  options: { players?: 2 | 3 | 4; firstGame?: boolean; names?: string[] } = {},
): Promise<void> {
  const count = options.players ?? 4;
  await page.getByLabel('Number of players').selectOption(String(count));
  const names = options.names ?? NAMES;
  for (let seat = 0; seat < count; seat++)
    await page.getByLabel(`Name ${String.fromCharCode(65 + seat)}`).fill(names[seat] ?? '');
  await page
    .getByRole('radio', { name: options.firstGame === false ? /one at a time/ : /First-game/ })
    .check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await status(page).waitFor();
}

/** Starts a game through the store, quicker than the setup screen where that is not tested. */
export async function quickStart(
  page: Page,
  options: { players?: 2 | 3 | 4; firstGame?: boolean; begin?: boolean } = {},
): Promise<void> {
  const colors = ['red', 'blue', 'green', 'yellow'] as const;
  const players = NAMES.slice(0, options.players ?? 4).map((name, seat) => ({
    name,
    color: colors[seat] ?? 'red',
  }));
  const actions: CompanionAction[] = [
    {
      type: 'start',
      choice: { players, firstGameShips: options.firstGame !== false },
      at: new Date().toISOString(),
    },
  ];
  if (options.begin !== false) actions.push({ type: 'begin' });
  const done = await dispatch(page, ...actions);
  if (done.includes(false)) throw new Error('the game could not be started');
  await status(page).waitFor();
}

/** Places every ship by tapping the areas offered, one per tap, in the rulebook's order. */
export async function placeShips(page: Page, areas: number[]): Promise<void> {
  for (const area of areas) await ringArea(page, area).click();
}

/** Taps Begin and waits for the first turn. */
export async function begin(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Begin/ }).click();
  await page.locator('antarctica-sun-tracker #status', { hasText: 'turn' }).waitFor();
}

/** All the text of the page, inside the elements' shadow roots too. */
export function deepText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Node) => {
      for (const node of root.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
        if (node instanceof Element && node.shadowRoot !== null) walk(node.shadowRoot);
        walk(node);
      }
    };
    walk(document.body);
    return parts.join(' ');
  });
}

/** Opens the menu of the toolbar (its label is hidden on narrow screens, its icon is not). */
export async function openMenu(page: Page): Promise<void> {
  await page.locator('antarctica-companion summary').click();
}

/** Whether the page can be scrolled sideways (something sticks out to the right). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}
