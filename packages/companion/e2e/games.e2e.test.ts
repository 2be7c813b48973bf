import { DEFAULT_EDITION } from '@antarctica-game/engine/helpers';
import { scoreSheet } from '@antarctica-game/scoring';
import { describe, expect, it } from 'vitest';
import { sessionToSheet } from '../src/logic/score.js';
import {
  appReady,
  begin,
  NAMES,
  pageErrors,
  ringArea,
  session,
  startGame,
  status,
  useApp,
  useBrowser,
} from './app.js';

const browser = useBrowser();
const app = useApp(browser);

describe.each([2, 3, 4] as const)('a %i-player game with the ships placed in turn', (players) => {
  it('is played from the setup to the final scores by tapping, and scores as the scorer does', async () => {
    const page = await app();
    await startGame(page, { players, firstGame: false });
    const tracker = page.locator('antarctica-sun-tracker');

    // Placement: the Sun waits in its starting area; each tap puts the next ship in the
    // rulebook's order (the engine's edition data) where the player says.
    const order = DEFAULT_EDITION.placementOrder[players];
    for (const [step, seat] of order.entries()) {
      await expect(status(page).textContent()).resolves.toContain(
        `${NAMES[seat]} places a Ship: tap its area (Ship ${step + 1} of ${order.length})`,
      );
      const targets = tracker.locator('.area[data-target]');
      await targets.nth((step * 3) % (await targets.count())).click();
      expect((await session(page)).sun).toBe(DEFAULT_EDITION.sunStart);
    }
    await expect(status(page).textContent()).resolves.toContain('All Ships placed');
    // A reload keeps the game (it used to be thrown away as corrupted).
    await page.reload();
    await appReady(page);
    expect((await session(page)).phase).toBe('placement');
    await begin(page);

    // Turns: sail where allowed, record a building, research, scientists, until the app says
    // the game ends.
    /** What the turn panel shows, read in one go. */
    const look = () =>
      tracker.evaluate((element) => {
        const root = element.shadowRoot as ShadowRoot;
        const app = document.querySelector('antarctica-companion');
        const enabled = (name: string) =>
          [...root.querySelectorAll('button')].some(
            (button) =>
              (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name &&
              button.getAttribute('aria-disabled') !== 'true',
          );
        return {
          session: JSON.parse(JSON.stringify(app?.store.session)),
          status: root.querySelector('.status')?.textContent ?? '',
          targets: [...root.querySelectorAll('.area[data-target]')].map((area) =>
            Number(area.getAttribute('data-area')),
          ),
          enabled: Object.fromEntries(
            ['Built', 'End the game: final scores'].map((name) => [name, enabled(name)]),
          ),
        };
      });
    let turns = 0;
    for (; turns < 80; turns++) {
      const before = await look();
      expect(before.session.phase).toBe('play');
      const seat = before.session.acting ?? 0;
      const name = NAMES[seat] ?? '';
      expect(before.status).toContain(`${name}’s`);
      expect(before.status).toContain('Tap the area it sails to');
      const to = before.targets[turns % before.targets.length] ?? 0;
      await ringArea(page, to).click();
      const sailed = await look();
      expect(sailed.session.sailedTo).toBe(to);
      expect(sailed.status).toContain(`${name} sailed to Area ${to + 1}`);
      if (sailed.enabled.Built)
        await tracker.getByRole('button', { name: 'Built', exact: true }).click();
      const more = tracker.getByRole('button', { name: `+ Scientists ${name}, Area ${to + 1}` });
      for (let tap = 0; tap < 3; tap++)
        if ((await more.getAttribute('aria-disabled')) === 'false') await more.click();
      if (turns % 3 === 0) {
        // Research: the track, then the value, typed (any value) or one of the next three tapped.
        await tracker
          .getByRole('button', { name: `Track ${1 + (turns % 2)}`, exact: true })
          .click();
        const value = tracker.getByLabel(/Value read off the track/);
        if (turns % 2 === 0) {
          await value.fill(String(2 + (turns % 9)));
          await value.press('Enter');
        } else await tracker.locator('.research button:not([aria-pressed])').first().click();
      }
      if (turns % 5 === 4) await tracker.getByRole('button', { name: 'Discard' }).click();
      const after = await look();
      if (after.enabled['End the game: final scores']) {
        expect(after.status).toMatch(
          /Last turn: (\w+ has no Scientists left|no Building Cards left)/,
        );
        await tracker.getByRole('button', { name: 'End the game: final scores' }).click();
        break;
      }
      await tracker.getByRole('button', { name: 'End turn' }).click();
    }
    expect(turns).toBeLessThan(80);

    // The final scores: the ranking and the winner, as the scorer computes them from the tally.
    const final = await session(page);
    expect(final.phase).toBe('final');
    // The values typed into the turn panel's research row are on the tracks.
    expect(final.tracks.some((track) => track.cubes.some((cube) => cube.value >= 2))).toBe(true);
    const expected = scoreSheet(sessionToSheet(final));
    const rows = page.locator('antarctica-majorities table tbody tr');
    await expect(rows.count()).resolves.toBe(players);
    const shown = await rows.evaluateAll((list) =>
      list.map((row) => [
        Number(row.getAttribute('data-seat')),
        Number(row.querySelector('.total')?.textContent),
      ]),
    );
    for (const [seat, points] of shown) expect(points).toBe(expected.standings[seat ?? 0]?.points);
    const places = shown.map(([seat]) => expected.standings[seat ?? 0]?.place ?? 0);
    expect(places).toEqual([...places].sort((a, b) => a - b));
    const winners = expected.winners.map((color) =>
      final.players.findIndex((player) => player.color === color),
    );
    await expect(page.locator('antarctica-majorities .result').textContent()).resolves.toContain(
      `Winner: ${winners.map((seat) => NAMES[seat]).join(', ')}`,
    );
    // The game joined the history of the device.
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(page.getByRole('heading', { name: 'Past games' }).isVisible()).resolves.toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('setting up the ring', () => {
  it('offers only open areas with a free ship space while placing, and the Sun’s area too', async () => {
    const page = await app();
    await startGame(page, { players: 2, firstGame: false });
    await expect(ringArea(page, 1).getAttribute('data-target')).resolves.toBeNull();
    await expect(ringArea(page, 0).getAttribute('data-target')).resolves.toBe('');
    for (let tap = 0; tap < 3; tap++) await ringArea(page, 0).click();
    await expect(ringArea(page, 0).getAttribute('data-target')).resolves.toBeNull();
    expect((await session(page)).areas[0]?.ships).toEqual([0, 1, 1]);
  });
});
