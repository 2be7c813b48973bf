import {
  keyOf,
  type RootMoveStatistics,
  type RootSearchOptions,
  sameMove,
  searchRoot,
} from '@antarctica-game/bots/browser';
import {
  currentDecision,
  type GameState,
  legalMoves,
  type Move,
  playerView,
} from '@antarctica-game/engine';
import { AnalysisError } from './analysis-error.js';
import type { DecisionKind, ExpectedOutcome, MoveValue, Verdict } from './analysis-types.js';
import { decisionKind } from './decision-kind.js';
import { judgedLoss, moveAccuracy, verdictOf } from './verdicts.js';

/** What {@link analyseDecision} finds about one decision. */
export interface DecisionVerdict {
  /** The deciding seat. */
  seat: number;
  /** The kind of decision. */
  kind: DecisionKind;
  /** How many moves were legal. */
  legal: number;
  /** True when only one move was legal. */
  forced: boolean;
  /** The expected outcome before the move: the best move's value. */
  before: ExpectedOutcome;
  /** The move played and its value. */
  played: MoveValue;
  /** The best move found and its value. */
  best: MoveValue;
  /** Win share and Victory Points the move played gave up against the best (each ≥ 0). */
  loss: ExpectedOutcome;
  /** The move's accuracy in [0, 100], from the win share it gave up. */
  accuracy: number;
  /** The verdict, from the win share or the Victory Points given up (see `judgedLoss`), or null. */
  verdict: Verdict | null;
}

/**
 * Judges the move `given` (a legal move) in `state` from the deciding player's view only: the view and the
 * legal moves are all the search reads (it draws what the player cannot see), so two states the
 * player cannot tell apart get the same judgement. One search over every legal move finds the
 * best (the most visited); then the move played and the best each get a search of their own of
 * `budget` iterations from the same seed (a move the first search barely visited has no value
 * worth reading), and the one with the higher win share is the best.
 */
export function analyseDecision(
  state: GameState,
  given: Move,
  budget: number,
  seed: number,
  search: Omit<RootSearchOptions, 'iterations' | 'seed'> = {},
): DecisionVerdict {
  const decision = currentDecision(state);
  if (!('seat' in decision))
    throw new AnalysisError(
      'not-a-decision',
      'analyseDecision needs a state where a player decides',
    );
  const seat = decision.seat;
  const view = playerView(state, seat);
  const legal = legalMoves(state);
  // The engine's own copy of the move: the search names moves by their fields in the engine's order.
  const listed = legal.find((move) => sameMove(move, given));
  if (listed === undefined)
    throw new AnalysisError(
      'illegal-move',
      'analyseDecision needs a move that is legal in the state',
    );
  const played = listed;
  const kind = decisionKind(decision, played);
  const alone = (move: Move): MoveValue => {
    const found = searchRoot(view, [move], { ...search, iterations: budget, seed });
    return moveValue(found.children[0] as RootMoveStatistics, move);
  };
  const playedValue = alone(played);
  if (legal.length <= 1) return judged(seat, kind, legal.length, playedValue, playedValue);
  const first = searchRoot(view, legal, { ...search, iterations: budget, seed });
  let top: RootMoveStatistics | undefined;
  for (const child of first.children)
    if (
      top === undefined ||
      child.visits > top.visits ||
      (child.visits === top.visits && child.value > top.value)
    )
      top = child;
  const bestMove = top?.move ?? played;
  const bestValue = keyOf(bestMove) === keyOf(played) ? playedValue : alone(bestMove);
  return judged(
    seat,
    kind,
    legal.length,
    playedValue,
    bestValue.value.winShare > playedValue.value.winShare ? bestValue : playedValue,
  );
}

function moveValue(child: RootMoveStatistics, move: Move): MoveValue {
  return { move, value: { winShare: child.value, margin: child.margin }, visits: child.visits };
}

function judged(
  seat: number,
  kind: DecisionKind,
  legal: number,
  played: MoveValue,
  best: MoveValue,
): DecisionVerdict {
  const winShare = Math.max(0, best.value.winShare - played.value.winShare);
  const margin = best === played ? 0 : Math.max(0, best.value.margin - played.value.margin);
  const forced = legal <= 1;
  const counted = judgedLoss({ winShare, margin });
  return {
    seat,
    kind,
    legal,
    forced,
    before: best.value,
    played,
    best,
    loss: { winShare, margin },
    accuracy: moveAccuracy(winShare),
    verdict: forced ? null : verdictOf(counted),
  };
}
