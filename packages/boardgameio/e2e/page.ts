// Driving the client page that `antarctica-serve` serves, in Debian's Chromium, as a player
// would: by the lobby's controls and taps on the board. The server is the real command.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '@antarctica-game/foundation/chromium';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { afterAll, beforeAll } from 'vitest';

export { axeViolations } from '@antarctica-game/foundation/axe-page';

const serveScript = fileURLToPath(new URL('../dist/serve.js', import.meta.url));

/** `antarctica-serve --port 0 --bot-pause 0` on 127.0.0.1 (the in-memory store), for a test file. */
export function useServer(): () => string {
  let child: ChildProcess | undefined;
  let url: string | undefined;
  beforeAll(async () => {
    const started = spawn(process.execPath, [serveScript, '--port', '0', '--bot-pause', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    url = await new Promise<string>((resolve, reject) => {
      let out = '';
      started.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /(http:\/\/127\.0\.0\.1:\d+\/) /.exec(out);
        if (found) resolve(found[1] as string);
      });
      started.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
      started.once('exit', (code) => reject(new Error(`antarctica-serve ended (${code}): ${out}`)));
    });
  });
  afterAll(() => {
    child?.kill('SIGTERM');
  });
  return () => {
    if (url === undefined) throw new Error('the server is not started yet');
    return url;
  };
}

/** One Chromium for the test file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error('the browser is not started yet');
    return browser;
  };
}

/** A page on the client page in a new context (its own localStorage); errors collected. */
export async function openPage(
  browser: Browser,
  url: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 800 } });
  const { page, errors } = await pageIn(context, url);
  return { context, page, errors };
}

/** Another page on the client page in `context` (sharing its localStorage). */
export async function pageIn(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(url);
  return { page, errors };
}

/** Creates a match from the lobby form: `seats[i]` is `person`, `heuristic` or `mcts`. */
export async function createMatch(page: Page, name: string, seats: string[]): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Players').selectOption(String(seats.length));
  for (const [index, seat] of seats.entries())
    await page.getByLabel(`Seat ${index + 1}`, { exact: true }).selectOption(seat);
  await page.getByRole('button', { name: 'Create the match and sit down' }).click();
  await page.locator('.status[data-turn="mine"], .status[data-turn="other"]').waitFor();
}

/**
 * Where the game stands: the status's `data-turn`, its text and the state id shown, read at one
 * instant (the bots on the server play on meanwhile: three reads could mix two states).
 */
export async function tableState(page: Page) {
  await page.locator('.status').waitFor();
  return page.evaluate(() => {
    const status = document.querySelector('.status');
    return {
      turn: status?.getAttribute('data-turn') ?? null,
      text: status?.textContent ?? '',
      stateID: Number(status?.getAttribute('data-state-id') ?? -1),
    };
  });
}

/** The order a simple player taps the board's targets in (as packages/play's tests do). */
const PREFERENCE = [
  /^pile:/,
  /^track:/,
  /^reserve$/,
  /^card:/,
  /^action:(?!endTurn|pass)/,
  /^action:endTurn$/,
  /^area:/,
  /^action:pass$/,
];

/** Taps one target of the board (and the first choice if the board asks which move). */
export async function tapOnce(page: Page): Promise<void> {
  const keys = await page.evaluate(() =>
    [
      ...(document
        .querySelector('antarctica-board')
        ?.shadowRoot?.querySelectorAll('[data-target]') ?? []),
    ].map((element) => element.getAttribute('data-target') ?? ''),
  );
  const key =
    PREFERENCE.map((pattern) => keys.find((candidate) => pattern.test(candidate))).find(
      (found) => found !== undefined,
    ) ?? keys[0];
  if (key === undefined) throw new Error('no target to tap on the board');
  await page.locator(`antarctica-board [data-target="${key}"]`).first().click();
  const chooser = page.locator('antarctica-board .chooser button:not([data-choose="cancel"])');
  if ((await chooser.count()) > 0) await chooser.first().click();
}

/**
 * Plays this seat by taps until the game is over or `stopAfter` taps were made; waits after each
 * tap for the server's answer (a new state). Returns the taps made.
 */
export async function playByTaps(
  page: Page,
  stopAfter = Number.POSITIVE_INFINITY,
): Promise<number> {
  let taps = 0;
  for (;;) {
    const now = await tableState(page);
    if (now.turn === 'over' || taps >= stopAfter) return taps;
    if (now.turn === 'mine') {
      if (++taps > 3000) throw new Error('no end after 3000 taps');
      await tapOnce(page);
    }
    await page.waitForFunction(
      ({ stateID, turn }) => {
        const status = document.querySelector('.status');
        const shown = Number(status?.getAttribute('data-state-id') ?? -1);
        const at = status?.getAttribute('data-turn');
        if (at === 'over') return true;
        return turn === 'mine' ? shown !== stateID : at === 'mine';
      },
      now,
      { timeout: 30_000, polling: 20 },
    );
  }
}
