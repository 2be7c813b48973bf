import { describe, expect, it } from 'vitest';
import { gameState, openPlay, startGame, useBrowser } from './app.js';

const browser = useBrowser();

describe('a bot thinking', () => {
  it('does so in a worker: the page draws frames and answers while MCTS thinks for 2 s', async () => {
    const { page, errors } = await openPlay(browser());
    // At two players seat B decides first (the opening cube): the MCTS bot thinks at once.
    await startGame(page, [{ kind: 'human' }, { kind: 'bot', bot: 'mcts', ms: 2000 }]);
    await page.waitForFunction(
      () => document.querySelector('antarctica-play')?.controller?.thinking,
    );
    const during = await page.evaluate(async () => {
      const controller = document.querySelector('antarctica-play')?.controller;
      const seen: boolean[] = [];
      // Ten animation frames in a row: on the main thread, a 2 s search would allow none.
      for (let frame = 0; frame < 10; frame++)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(controller?.thinking ?? false);
      return seen;
    });
    expect(during).toEqual([true]);
    await expect(gameState(page)).resolves.toMatchObject({ turn: 'bot' });
    await expect(page.locator('antarctica-play .status').textContent()).resolves.toMatch(
      /^Blue \(MCTS bot \(2 s\)\) is thinking…$/,
    );
    await page.waitForFunction(
      () => document.querySelector('antarctica-play')?.controller?.thinking === false,
      undefined,
      { timeout: 30_000 },
    );
    await expect(gameState(page)).resolves.toMatchObject({
      turn: 'human',
      moves: 1,
      problem: null,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
