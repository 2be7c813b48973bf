import { finalScores, type GameState, playerView } from '@antarctica-game/engine';
import type { Bot } from '../bot.js';

/**
 * Tells every bot that has a `gameOver` method that the game is over, each with its own seat's
 * view and the final scores. Drivers call it once at the end of a game; `stopped` says that the
 * driver stopped the game at a move limit (its reason is then `moveLimit`).
 *
 * @example
 * ```ts
 * const { state } = playGameSync(start, bots); // playGameSync already does this
 * tellGameOver(bots, state);
 * ```
 */
export function tellGameOver(bots: readonly Bot[], state: GameState, stopped = false): void {
  if (!bots.some((bot) => typeof bot.gameOver === 'function')) return;
  const result = finalScores(state);
  const colors = state.players.map((player) => player.color);
  const points = result.standings.map((standing) => standing.points);
  const winners = result.winners.map((color) => colors.indexOf(color));
  const ended = stopped ? 'moveLimit' : (state.ended ?? 'moveLimit');
  bots.forEach((bot, seat) => {
    if (typeof bot.gameOver === 'function' && seat < state.players.length)
      bot.gameOver({
        view: playerView(state, seat),
        points: [...points],
        winners: [...winners],
        ended,
      });
  });
}
