import { describe, expect, it } from 'vitest';
import { gameState, openPlay, startGame, useBrowser } from './app.js';

const browser = useBrowser();

/** What the page shows at one animation frame drawn while a bot thinks. */
interface Frame {
  turn: string | null;
  text: string;
}

describe('a bot thinking', () => {
  it('does so in a worker: the page draws frames and answers while MCTS thinks for 2 s', async () => {
    const { page, errors } = await openPlay(browser());
    // Every animation frame from before the game starts samples, at its own instant, whether a
    // bot thinks and what the status says then. The frames are counted over the whole 2 s think,
    // not over a window opened by a later call from the test: on a loaded machine that window
    // could start when the think is nearly over, and a second read could see the bot done.
    await page.evaluate(() => {
      const frames: Frame[] = [];
      (window as unknown as { framesWhileThinking: Frame[] }).framesWhileThinking = frames;
      const sample = () => {
        const play = document.querySelector('antarctica-play');
        if (play?.controller?.thinking) {
          const status = play.shadowRoot?.querySelector('.status');
          frames.push({
            turn: status?.getAttribute('data-turn') ?? null,
            text: status?.textContent ?? '',
          });
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    // At two players seat B decides first (the opening cube): the MCTS bot thinks at once.
    await startGame(page, [{ kind: 'human' }, { kind: 'bot', bot: 'mcts', ms: 2000 }]);
    await page.waitForFunction(
      () => {
        const controller = document.querySelector('antarctica-play')?.controller;
        return (controller?.session?.timeline.moves.length ?? 0) > 0 && !controller?.thinking;
      },
      undefined,
      { timeout: 30_000 },
    );
    const frames = await page.evaluate(
      () => (window as unknown as { framesWhileThinking: Frame[] }).framesWhileThinking,
    );
    // Ten frames or more while it thought: on the main thread, a 2 s search would allow none.
    expect(frames.length).toBeGreaterThanOrEqual(10);
    // And each of them told the person who was thinking.
    expect(
      frames.filter(
        (frame) => frame.turn !== 'bot' || frame.text !== 'Blue (MCTS bot (2 s)) is thinking…',
      ),
    ).toEqual([]);
    await expect(gameState(page)).resolves.toMatchObject({
      turn: 'human',
      moves: 1,
      problem: null,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
