import { describe, expect, it } from 'vitest';
import { newSession } from '../src/session/game-session.js';
import { saveSession } from '../src/session/saved-session.js';
import type { SeatSpec } from '../src/session/seats.js';
import { gameState, openPlay, playByTaps, startGame, useBrowser } from './app.js';

const browser = useBrowser();
const HUMAN: SeatSpec = { kind: 'human' };
const HEURISTIC: SeatSpec = { kind: 'bot', bot: 'heuristic' };

/** Checks the game on the page played to its end: the final scores, one row a seat, no error. */
async function expectOver(page: import('playwright').Page, seats: number, errors: string[]) {
  await expect(gameState(page)).resolves.toMatchObject({ turn: 'over', problem: null });
  await expect(page.locator('antarctica-play table.scores tbody tr').count()).resolves.toBe(seats);
  expect(errors).toEqual([]);
  await page.context().close();
}

describe('a whole game on the play page', () => {
  it('is played to the final scores by tapping the board, against the heuristic bot in its worker', async () => {
    const { page, errors } = await openPlay(browser());
    await startGame(page, [HUMAN, HEURISTIC]);
    const taps = await playByTaps(page, 'person');
    expect(taps).toBeGreaterThan(10);
    const end = await gameState(page);
    expect(end.text).toMatch(/^Game over: .* (wins|share the win)\.$/);
    await expectOver(page, 2, errors);
  });

  for (const seats of [
    [HEURISTIC, HUMAN],
    [HEURISTIC, HUMAN, HEURISTIC, HUMAN],
  ] satisfies SeatSpec[][])
    it(`completes with ${seats.length} seats (${seats.map((seat) => (seat.kind === 'human' ? 'person' : seat.bot)).join(', ')})`, async () => {
      const { page, errors } = await openPlay(browser());
      await startGame(page, seats);
      // The people's seats are played by taps on the board, to the final scores.
      await expect(playByTaps(page)).resolves.toBeGreaterThan(0);
      await expectOver(page, seats.length, errors);
    });

  // The picker's shortest MCTS time is half a second a move, some 25 s of a three-seat game: this
  // game is the save of a new one (as the page saves it), whose MCTS seat thinks 50 ms a move. The
  // picker starting these three seats is checked by the axe-core test.
  it('completes with 3 seats (person, heuristic, mcts), from the save of a new game, MCTS thinking 50 ms a move', async () => {
    const seats: SeatSpec[] = [HUMAN, HEURISTIC, { kind: 'bot', bot: 'mcts', ms: 50 }];
    const saved = saveSession(newSession(seats, 7));
    const { page, errors } = await openPlay(browser(), { saved, botPause: 0 });
    await page.locator('antarctica-play .status[data-turn]').waitFor();
    await expect(playByTaps(page)).resolves.toBeGreaterThan(0);
    await expectOver(page, seats.length, errors);
  });
});
