// Driving the built play page in Chromium as a player would: by tapping what is on screen.
// Playwright's locators reach into the elements' shadow roots.
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright';
import { inject } from 'vitest';
import type { SeatSpec } from '../src/session/seats.js';

export { useBrowser } from '@antarctica-game/foundation/use-browser';

/** A phone held upright, with touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** How {@link openPlay} opens the page. */
export interface OpenOptions {
  /** The page's path under the app (default `index.html`). */
  path?: string;
  /** The colour scheme the browser asks for (default light). */
  colorScheme?: 'light' | 'dark';
  /** A saved game put in localStorage before the page first loads (as the page saves one). */
  saved?: string;
  /**
   * The element's `botPause` (ms) from before it loads a game: a saved game where a bot decides
   * goes on as soon as the page is up (default: the element's own, 400 ms).
   */
  botPause?: number;
}

/** A new page (phone size, touch) on the play page, nothing saved unless told; errors collected. */
export async function openPlay(
  browser: Browser,
  options: OpenOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const { path = 'index.html', colorScheme = 'light', saved, botPause } = options;
  const context = await browser.newContext({ ...PHONE, colorScheme });
  if (botPause !== undefined)
    // Set as the element is defined: it creates its controller (which reads the pause) only once
    // the game code it then starts to fetch has come.
    await context.addInitScript((pause) => {
      void customElements.whenDefined('antarctica-play').then(() => {
        for (const play of document.querySelectorAll('antarctica-play')) play.botPause = pause;
      });
    }, botPause);
  if (saved !== undefined)
    // Only into an empty storage: a reload keeps what the page itself saved since.
    await context.addInitScript((text) => {
      if (localStorage.getItem('antarctica-play:game') === null)
        localStorage.setItem('antarctica-play:game', text);
    }, saved);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${inject('appUrl')}${path}`);
  return { page, errors };
}

/** Where the game is: whose decision (`human`, `bot`, `over`), the moves played, any problem. */
export async function gameState(page: Page) {
  return page.evaluate(() => {
    const play = document.querySelector('antarctica-play');
    const controller = play?.controller;
    const status = play?.shadowRoot?.querySelector('.status');
    return {
      turn: status?.getAttribute('data-turn') ?? null,
      seat: status?.getAttribute('data-seat') ?? null,
      text: status?.textContent ?? '',
      moves: controller?.session?.timeline.moves.length ?? 0,
      thinking: controller?.thinking ?? false,
      canUndo: controller?.canUndo ?? false,
      problem: controller?.problem ?? null,
    };
  });
}

/** Picks the seats in the picker (by its controls) and taps Start; bots move without a pause. */
export async function startGame(page: Page, seats: readonly SeatSpec[]): Promise<void> {
  await page.evaluate(() => {
    const play = document.querySelector('antarctica-play');
    if (play) play.botPause = 0;
  });
  const picker = page.locator('antarctica-play form.picker');
  while ((await picker.locator('[data-seat-select]').count()) < seats.length)
    await picker.getByRole('button', { name: 'Add a seat' }).tap();
  for (const [index, seat] of seats.entries()) {
    const value =
      seat.kind === 'human' ? 'human' : seat.bot === 'heuristic' ? 'heuristic' : `mcts:${seat.ms}`;
    await picker.locator(`[data-seat-select="${index}"]`).selectOption(value);
  }
  await picker.getByRole('button', { name: 'Start the game' }).tap();
  await page.locator('antarctica-play .status[data-turn]').waitFor();
}

/**
 * The order in which a person who plays simply taps the board's targets: build, research,
 * recruit, play a card, take or pick a card, end the turn once acted; areas (sailing) after
 * those, discards last. A target key is the board's `data-target`.
 */
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

/** The target to tap: the first (`first`), or the one a simple player prefers (`person`). */
async function targetToTap(page: Page, how: 'first' | 'person'): Promise<string> {
  const keys = await page.evaluate(() =>
    [
      ...(document
        .querySelector('antarctica-play')
        ?.shadowRoot?.querySelector('antarctica-board')
        ?.shadowRoot?.querySelectorAll('[data-target]') ?? []),
    ].map((element) => element.getAttribute('data-target') ?? ''),
  );
  if (keys.length === 0) throw new Error('no target to tap on the board');
  if (how === 'first') return keys[0] as string;
  for (const pattern of PREFERENCE) {
    const key = keys.find((candidate) => pattern.test(candidate));
    if (key !== undefined) return key;
  }
  return keys[0] as string;
}

/**
 * Plays on by tapping, for every person's decision, a part of the board a legal move is played
 * on (the first, or as a simple player would: see PREFERENCE) and the first choice when the
 * board asks which move, until the game is over (or, at a person's decision, `stop` says so).
 * Returns the number of taps.
 */
export async function playByTaps(
  page: Page,
  how: 'first' | 'person' = 'first',
  maxTaps = 3000,
  stop: () => Promise<boolean> = async () => false,
): Promise<number> {
  let taps = 0;
  for (;;) {
    const now = await gameState(page);
    if (now.problem !== null) throw new Error(`the page shows a problem: ${now.problem}`);
    if (now.turn === 'over') return taps;
    if (now.turn === 'human' && !now.thinking) {
      if (await stop()) return taps;
      if (++taps > maxTaps) throw new Error(`no end after ${maxTaps} taps`);
      const key = await targetToTap(page, how);
      await page.locator(`antarctica-board [data-target="${key}"]`).first().tap();
      const chooser = page.locator('antarctica-board .chooser button:not([data-choose="cancel"])');
      if ((await chooser.count()) > 0) await chooser.first().tap();
    }
    // Wait for the move to be played, or the bots to hand back (or end the game).
    await page.waitForFunction(
      ({ moves, turn }) => {
        const play = document.querySelector('antarctica-play');
        const controller = play?.controller;
        const status = play?.shadowRoot?.querySelector('.status')?.getAttribute('data-turn');
        if (controller?.problem) return true;
        if (status === 'over') return true;
        return turn === 'human'
          ? (controller?.session?.timeline.moves.length ?? 0) !== moves
          : status === 'human' && !controller?.thinking;
      },
      { moves: now.moves, turn: now.turn },
      { timeout: 60_000, polling: 20 },
    );
  }
}

/** Runs axe-core on the whole page (inside the elements' shadow roots too); lists the violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({
      path: createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    });
  return page.evaluate(async () => {
    type Result = {
      violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>;
    };
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<Result> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
  });
}

/** A board target that plays several moves (its tap opens the chooser), or null. */
export function severalMovesTarget(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const board = document
      .querySelector('antarctica-play')
      ?.shadowRoot?.querySelector('antarctica-board');
    for (const element of board?.shadowRoot?.querySelectorAll('[data-target]') ?? []) {
      // The board names a target's moves, joined by "; ", in its title or its SVG description.
      const plays = element.getAttribute('title') ?? element.querySelector('desc')?.textContent;
      if (plays?.includes('; ')) return element.getAttribute('data-target');
    }
    return null;
  });
}
