import { currentDecision, type GameState } from '@antarctica-game/engine';
import type { MoveItem } from '../../syntax/record.js';
import { seatLetter } from '../../syntax/vocabulary.js';
import { failure, legalTexts, type ReplayContext, writeItem } from './replay-context.js';
import type { Failure, Node } from './replay-node.js';

/** A move with a `?` that no legal move fits: whose decision it is, and what is legal. */
export function illegalHere(
  context: ReplayContext,
  node: Node,
  item: MoveItem,
  seat: number,
): Failure {
  const state = node.state;
  const number = node.moveNumber + 1;
  const decision = currentDecision(state);
  const wrongSeat = 'seat' in decision && decision.seat !== seat;
  return failure(
    context,
    node,
    'illegal-move',
    wrongSeat
      ? `move ${number} (${writeItem(item)}) is illegal: player ${seatLetter(decision.seat)} must decide now (${decision.kind})`
      : `move ${number} (${writeItem(item)}) is illegal: no card fits here`,
    node.index,
    {
      moveNumber: number,
      visit: node.visit,
      engineCode:
        decision.kind === 'gameOver'
          ? 'game-over'
          : wrongSeat
            ? 'not-your-decision'
            : 'not-allowed',
      expected: legalTexts(state),
    },
  );
}

/** The seat that must decide now, without building the decision (the replay's hot path). */
export function decidingSeat(state: GameState): number {
  const effect = state.pending[0];
  if (effect !== undefined) return effect.seats[0] ?? 0;
  if (state.turn !== null) return state.turn.seat;
  const decision = currentDecision(state);
  return 'seat' in decision ? decision.seat : 0;
}
