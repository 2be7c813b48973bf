import { describe, expect, it } from 'vitest';
import type { SeatSpec } from '../src/session/seats.js';
import { gameState, openPlay, playByTaps, startGame, useBrowser } from './app.js';

const browser = useBrowser();
const HUMAN: SeatSpec = { kind: 'human' };
const HEURISTIC: SeatSpec = { kind: 'bot', bot: 'heuristic' };

describe('a whole game on the play page', () => {
  it('is played to the final scores by tapping the board, against the heuristic bot in its worker', async () => {
    const { page, errors } = await openPlay(browser());
    await startGame(page, [HUMAN, HEURISTIC]);
    const taps = await playByTaps(page, 'person');
    expect(taps).toBeGreaterThan(10);
    const end = await gameState(page);
    expect(end.text).toMatch(/^Game over: .* (wins|share the win)\.$/);
    const rows = page.locator('antarctica-play table.scores tbody tr');
    await expect(rows.count()).resolves.toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const seats of [
    [HEURISTIC, HUMAN],
    [HUMAN, HEURISTIC, { kind: 'bot', bot: 'mcts', ms: 500 }],
    [HEURISTIC, HUMAN, HEURISTIC, HUMAN],
  ] satisfies SeatSpec[][])
    it(`completes with ${seats.length} seats (${seats.map((seat) => (seat.kind === 'human' ? 'person' : seat.bot)).join(', ')})`, async () => {
      const { page, errors } = await openPlay(browser());
      await startGame(page, seats);
      // The people's seats are played by taps on the board, to the final scores.
      await expect(playByTaps(page)).resolves.toBeGreaterThan(0);
      await expect(gameState(page)).resolves.toMatchObject({ turn: 'over', problem: null });
      await expect(page.locator('antarctica-play table.scores tbody tr').count()).resolves.toBe(
        seats.length,
      );
      expect(errors).toEqual([]);
      await page.context().close();
    });
});
