import type { TurnMarker } from '../../syntax/record.js';
import { seatLetter } from '../../syntax/vocabulary.js';
import { failure, legalTexts, type ReplayContext, waitingFor } from './replay-context.js';
import { type Node, type Step, skipItem } from './replay-node.js';

/**
 * Checks a turn marker against the game: `0.` only before the first turn of a game with setup
 * moves; any other marker only where a turn starts, with that turn's visit and player.
 */
export function checkTurnMarker(context: ReplayContext, at: Node, item: TurnMarker): Step {
  // A record from a position learns the visit's number from its first turn marker.
  const node = Number.isNaN(at.visit) && item.visit > 0 ? { ...at, visit: item.visit } : at;
  const state = node.state;
  const here = node.index;
  const next: Step = { kind: 'next', node: skipItem(node) };
  if (item.visit === 0) {
    if (node.moveNumber !== 0 || state.phase === 'playing' || state.phase === 'over')
      return failure(
        context,
        node,
        'turn-mismatch',
        'the setup moves (0.) come before the first turn, in a game that has setup moves',
        here,
        { visit: node.visit },
      );
    return next;
  }
  const turn = state.turn;
  if (state.phase === 'over')
    return failure(
      context,
      node,
      'turn-mismatch',
      `the game is over: there is no visit ${item.visit}`,
      here,
      { visit: node.visit },
    );
  if (turn === null || node.movesInTurn > 0)
    return failure(
      context,
      node,
      'turn-mismatch',
      `no new turn starts here: ${waitingFor(state)}${turn !== null ? '; a turn ends with e' : ''}`,
      here,
      { visit: node.visit, expected: legalTexts(state) },
    );
  if (item.visit !== node.visit || (item.seat !== undefined && item.seat !== turn.seat))
    return failure(
      context,
      node,
      'turn-mismatch',
      `this turn is ${node.visit}.${seatLetter(turn.seat)} (the first ship in line in area ${state.sun + 1} is ${seatLetter(turn.seat)}'s), not ${item.visit}.${item.seat === undefined ? '' : seatLetter(item.seat)}`,
      here,
      { visit: node.visit, expected: [`${node.visit}.${seatLetter(turn.seat)}`] },
    );
  return next;
}
