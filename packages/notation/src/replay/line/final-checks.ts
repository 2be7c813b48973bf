import { currentDecision, finalScores } from '@antarctica-game/engine';
import { positionOf } from '../../syntax/record.js';
import { seatLetter } from '../../syntax/vocabulary.js';
import { failure, legalTexts, type ReplayContext, tagFailure } from './replay-context.js';
import type { Node, Step } from './replay-node.js';

/**
 * The end of a line. A variation may stop anywhere. The record's main line must not stop inside
 * a turn (unless `[Result "*"]` says the game is unfinished), and once the game is over its final
 * scores must give the `[Result]` and `[Scores]` the record states.
 */
export function finishLine(context: ReplayContext, reached: Node, noted: { done: boolean }): Step {
  const node = reached;
  if (node.body !== context.record.body) return { kind: 'done', node };
  const state = node.state;
  const settings = context.settings;
  const last = node.lastMove;
  if (state.phase !== 'over') {
    const inSetup =
      state.phase === 'placement' || (state.phase === 'openingCube' && node.moveNumber > 0);
    if (node.movesInTurn > 0 || inSetup) {
      const decision = currentDecision(state);
      const stop = failure(
        context,
        node,
        'ends-mid-turn',
        `the record stops inside a turn: ${'seat' in decision ? `player ${seatLetter(decision.seat)}` : 'a player'} must still decide (${decision.kind})`,
        last >= 0 ? last : Math.max(0, node.body.length - 1),
        {
          moveNumber: node.moveNumber,
          visit: node.visit,
          expected: legalTexts(state),
          // A record without move text stops at its last tag.
          ...(node.body.length === 0 ? positionOf(context.record.header.at(-1)) : {}),
        },
      );
      // A game said to be unfinished ([Result "*"]) may stop anywhere: then it is only noted.
      if (settings.result !== null) return stop;
      if (!noted.done) context.warnings.push({ ...stop.error, severity: 'warning' });
      noted.done = true;
      return { kind: 'done', node };
    }
    if (settings.result !== undefined && settings.result !== null)
      return tagFailure(
        context,
        node,
        'Result',
        'game-not-over',
        `[Result] names a winner, but the record stops before the game ends (after move ${node.moveNumber})`,
      );
    return { kind: 'done', node };
  }
  const scores = finalScores(state);
  const ended: Node = { ...node, scores };
  if (settings.result !== undefined) {
    const winners = scores.winners
      .map((color) => state.players.findIndex((player) => player.color === color))
      .sort((a, b) => a - b);
    const stated = settings.result;
    if (stated === null || stated.join() !== winners.join())
      return tagFailure(
        context,
        ended,
        'Result',
        'result-mismatch',
        `[Result] says ${stated === null ? '* (not finished)' : stated.map(seatLetter).join(',')}, but the game ends with ${winners.map(seatLetter).join(',')} winning`,
        [winners.map(seatLetter).join(',')],
      );
  }
  if (settings.scores !== undefined) {
    const points = scores.standings.map((standing) => standing.points);
    if (points.join() !== settings.scores.join())
      return tagFailure(
        context,
        ended,
        'Scores',
        'scores-mismatch',
        `[Scores] says ${settings.scores.join(' ')}, but the game ends with ${points.join(' ')}`,
        [points.join(' ')],
      );
  }
  return { kind: 'done', node: ended };
}
