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
    // Everything about "while it thinks" is read in one evaluate, at one instant: on a loaded
    // machine the ten frames can take most of the 2 s, and a later read would see the bot done.
    const during = await page.evaluate(async () => {
      const play = document.querySelector('antarctica-play');
      // Ten animation frames in a row: on the main thread, a 2 s search would allow none.
      for (let frame = 0; frame < 10; frame++)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      const status = play?.shadowRoot?.querySelector('.status');
      return {
        thinking: play?.controller?.thinking ?? false,
        turn: status?.getAttribute('data-turn') ?? null,
        text: status?.textContent ?? '',
      };
    });
    expect(during).toEqual({
      thinking: true,
      turn: 'bot',
      text: 'Blue (MCTS bot (2 s)) is thinking…',
    });
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
