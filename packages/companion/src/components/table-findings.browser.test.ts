// The findings of a game at a real table with the quick tally (issue 20, part 3), each tried in
// Chromium as the players met it: by taps on a phone-sized screen.
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import {
  button,
  deep,
  deepAll,
  mountApp,
  PLAYERS,
  settle,
} from '../__fixtures__/browser-helpers.js';
import { FINISHED_KEY } from '../logic/device.js';
import type { AntarcticaCompanion } from './companion-app.js';

afterEach(() => {
  localStorage.clear();
  document.documentElement.style.fontSize = '';
  document.body.innerHTML = '';
});

const tracker = (app: AntarcticaCompanion) => deep(app, 'antarctica-sun-tracker');

/** Taps a button of the Sun tracker by its accessible name (its label or its text). */
async function tap(app: AntarcticaCompanion, name: string): Promise<HTMLButtonElement> {
  const found = deepAll<HTMLButtonElement>(app, 'antarctica-sun-tracker', 'button').find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
  );
  if (found === undefined) throw new Error(`no button ${name}`);
  found.click();
  await settle(app);
  return found;
}

/** A game of Ann and Ben (or four players) at its first turn, on a 390 × 844 phone. */
async function game(count: 2 | 4 = 2): Promise<AntarcticaCompanion> {
  await page.viewport(390, 844);
  const app = await mountApp();
  const players = PLAYERS.slice(0, count);
  app.store.dispatch({
    type: 'start',
    choice: {
      players: players.map((player, seat) => ({
        ...player,
        name: ['Ann', 'Ben', 'Chloe', 'Dan'][seat] ?? '',
      })),
    },
  });
  app.store.dispatch({ type: 'begin' });
  await settle(app);
  return app;
}

/** Sails the acting ship to the first area offered, by a tap on the ring. */
async function sail(app: AntarcticaCompanion): Promise<void> {
  deep<HTMLButtonElement>(app, 'antarctica-sun-tracker', '.area[data-target]').click();
  await settle(app);
}

describe('research at the table', () => {
  it('asks whether a cube is ahead of or behind a cube of the same value, and scores that order', async () => {
    const app = await game();
    // Ann researched to value 2 on track 1.
    app.store.dispatch({ type: 'setCube', track: 0, color: 'red', value: 2 });
    // Ben's turn: his cube goes to 1, then (a later turn) to 2.
    while (app.store.session.acting !== 1) {
      app.store.dispatch({ type: 'sail', to: app.store.session.sun === 3 ? 4 : 3 });
      app.store.dispatch({ type: 'endTurn' });
    }
    await settle(app);
    await sail(app);
    await tap(app, 'Track 1');
    await tap(app, '1');
    await tap(app, '2');
    expect(app.store.session.tracks[0]?.cubes.map((cube) => cube.player)).toEqual(['blue', 'red']);
    // The turn panel asks, with the guess pressed, and the order follows the answer.
    const ahead = await tap(app, 'Ahead of Ann');
    expect(ahead.getAttribute('aria-pressed')).toBe('true');
    const behind = await tap(app, 'Behind Ann');
    expect(app.store.session.tracks[0]?.cubes.map((cube) => cube.player)).toEqual(['red', 'blue']);
    expect(behind.getAttribute('aria-pressed')).toBe('true');
    // Ben, second, scores Ann's value; the panel says so.
    expect(deep(tracker(app), '.research .points').textContent).toBe('2 VP');
  });

  it('takes two taps after sailing, on one line: the track, then a value', async () => {
    const app = await game(4);
    await sail(app);
    const before = JSON.stringify(app.store.session.tracks);
    await tap(app, 'Track 3');
    await tap(app, '3');
    expect(before).not.toBe(JSON.stringify(app.store.session.tracks));
    const seat = app.store.session.acting ?? 0;
    expect(app.store.session.tracks[2]?.cubes).toEqual([
      { player: app.store.session.players[seat]?.color, value: 3 },
    ]);
    // The next values are offered from the cube's value on.
    const offered = deepAll(tracker(app), '.research button:not([aria-pressed])').map((entry) =>
      entry.textContent?.trim(),
    );
    expect(offered).toEqual(['4', '5', '6']);
    // One line: the chosen track, the values, the field and the points (10 VP and more too).
    const other = app.store.session.players.find((_, index) => index !== seat)?.color ?? 'red';
    app.store.dispatch({ type: 'setCube', track: 2, color: other, value: 10 });
    await settle(app);
    const row = deep(tracker(app), '.research').getBoundingClientRect();
    expect(row.height).toBeLessThan(2 * 44);
    expect(deep(tracker(app), '.research .points').textContent).toBe('10 VP');
    // A tap on the chosen track goes back to the list of tracks.
    await tap(app, 'Track 3');
    expect(
      deepAll(tracker(app), '.research button').map((entry) => entry.textContent?.trim()),
    ).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('the list of past games', () => {
  it('says when it cannot be read, offers the old data for export, and is not written over', async () => {
    await page.viewport(390, 844);
    localStorage.setItem(FINISHED_KEY, '[{"finishedAt": "2026-01-01"');
    document.body.innerHTML = '<main></main>';
    const app = document.createElement('antarctica-companion');
    document.querySelector('main')?.append(app);
    await settle(app);
    const notice = deep(app, 'section[part="history"] [role="alert"]');
    expect(notice.textContent).toContain('could not be read');
    expect(button(app, 'Export the old data')).toBeDefined();
    app.store.dispatch({ type: 'start', choice: { players: PLAYERS }, at: '2026-11-26T10:00:00Z' });
    app.store.dispatch({ type: 'begin' });
    app.store.dispatch({ type: 'finish' });
    expect(localStorage.getItem(FINISHED_KEY)).toBe('[{"finishedAt": "2026-01-01"');
    app.store.dispatch({ type: 'reset' });
    await settle(app);
    // Still said after a game, with the game just finished listed.
    expect(deep(app, 'section[part="history"] [role="alert"]').textContent).toContain(
      'could not be read',
    );
    expect(deepAll(app, '.history li')).toHaveLength(1);
  });
});

describe('a phone with the system’s text at 200 %', () => {
  it('does not pin the ring over half the screen, and shows where the ship sailed', async () => {
    document.documentElement.style.fontSize = '200%';
    const app = await game(4);
    const board = deep(tracker(app), '.board');
    const pinned = () => getComputedStyle(board).position === 'sticky';
    expect(board.getBoundingClientRect().height).toBeGreaterThan(844 / 3);
    expect(pinned()).toBe(false);
    window.scrollTo(0, 300);
    await sail(app);
    const line = deep(tracker(app), '#status').getBoundingClientRect();
    expect(line.top).toBeGreaterThanOrEqual(0);
    expect(line.bottom).toBeLessThanOrEqual(844);
    expect(deep(tracker(app), '#status').textContent).toContain('sailed to');
  });

  it('still pins the ring at the usual text size, and shows the sailed line below it', async () => {
    const app = await game(4);
    const board = deep(tracker(app), '.board');
    await expect.poll(() => getComputedStyle(board).position).toBe('sticky');
    window.scrollTo(0, 400);
    await sail(app);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const line = deep(tracker(app), '#status').getBoundingClientRect();
    expect(line.top).toBeGreaterThanOrEqual(board.getBoundingClientRect().bottom - 1);
  });
});

describe('two players', () => {
  it('record B’s opening cube during the set-up, with one tap on its track', async () => {
    await page.viewport(390, 844);
    const app = await mountApp();
    app.store.dispatch({
      type: 'start',
      choice: { players: PLAYERS.slice(0, 2), firstGameShips: false },
    });
    await settle(app);
    expect(deep(tracker(app), '#opening-cube').textContent).toContain('first space');
    const second = await tap(app, 'Track 2');
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(app.store.session.tracks[1]?.cubes).toEqual([{ player: 'blue', value: 0 }]);
    // Tracks 3 and 4 are not used at 2 players: not offered.
    expect(() => button(app, /^Track 4$/, 'antarctica-sun-tracker')).toThrow();
  });
});

describe('on a phone', () => {
  it('keeps each cube of the track list on one line, its ✕ included', async () => {
    const app = await game(4);
    await page.viewport(360, 740);
    for (const color of ['red', 'blue', 'green', 'yellow'] as const)
      app.store.dispatch({ type: 'setCube', track: 0, color, value: 10 });
    await settle(app);
    const rows = deepAll(app, 'antarctica-majorities', 'section[aria-label="Track 1"] li');
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const input = row.querySelector('input')?.getBoundingClientRect();
      const remove = [...row.querySelectorAll('button')].at(-1)?.getBoundingClientRect();
      expect(remove?.top).toBeCloseTo(input?.top ?? -1, -1);
    }
  });

  it('greys a tapped Built ✱ like Built on the last turn, and hands the focus on to End the game', async () => {
    const app = await game(4);
    await sail(app);
    const seat = app.store.session.acting ?? 0;
    const color = app.store.session.players[seat]?.color ?? 'red';
    // One Scientist left: Built ✱ places it, and the game ends after this turn.
    app.store.dispatch({ type: 'setScientists', area: 7, color, count: 11 });
    await settle(app);
    const built = deepAll<HTMLButtonElement>(app, 'antarctica-sun-tracker', 'button').find(
      (entry) => entry.textContent?.trim() === 'Built',
    );
    const asterisk = await tap(app, 'Built ✱');
    expect(asterisk.getAttribute('aria-disabled')).toBe('true');
    expect(built?.getAttribute('aria-disabled')).toBe('true');
    const look = (element: Element | undefined) => {
      const style = getComputedStyle(element as Element);
      return [style.opacity, style.backgroundColor, style.borderColor, style.boxShadow];
    };
    expect(look(asterisk)).toEqual(look(built));
    const focused = tracker(app).shadowRoot?.activeElement;
    expect(focused?.textContent?.trim()).toBe('End the game: final scores');
  });
});
