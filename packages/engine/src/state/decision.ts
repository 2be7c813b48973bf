import type { ShipyardCard, TrackSymbol } from '../edition/edition.js';
import type { GameState } from './state.js';

/** Who must decide now, and what about. */
export type Decision =
  /** 2 players, setup: player B puts a cube on a track. */
  | { kind: 'openingCube'; seat: number }
  /** Setup of later games: a player places a ship. */
  | { kind: 'placeShip'; seat: number }
  /** The first ship in line in the Sun's area must sail. */
  | { kind: 'sail'; seat: number; from: number; icebreaker: boolean }
  /** The turn goes on: an action (until one is taken), a card, a discard, or ending the turn. */
  | { kind: 'turn'; seat: number; area: number; acted: boolean; icebreaker: boolean }
  /** A Research Track action with a choice: move a ship, or advance three on a track. */
  | {
      kind: 'trackAction';
      seat: number;
      symbol: Extract<TrackSymbol, 'moveShip' | 'advanceThree'>;
      mover: number;
    }
  /** A Shipyard Card to take after another player built a ship. */
  | { kind: 'shipyardPick'; seat: number }
  /** The table turns up `count` Shipyard Cards for a draft (games set up from a table only). */
  | { kind: 'draftDraw'; seat: number; count: number }
  /** A card to pick in the Shipyard draft. */
  | { kind: 'draft'; seat: number; cards: ShipyardCard[] }
  /** The game is over. */
  | { kind: 'gameOver' };

/** The decision the game waits for (`currentDecision`, for a state the engine already holds: no argument check). */
export function decisionOf(state: GameState): Decision {
  if (state.phase === 'over') return { kind: 'gameOver' };
  const effect = state.pending[0];
  if (effect !== undefined) {
    const seat = effect.seats[0] ?? 0;
    if (effect.kind === 'shipyardPick') return { kind: 'shipyardPick', seat };
    if (effect.kind === 'draft') return { kind: 'draft', seat, cards: [...effect.cards] };
    if (effect.kind === 'draftDraw') return { kind: 'draftDraw', seat, count: effect.count };
    const symbol = effect.symbol === 'moveShip' ? 'moveShip' : 'advanceThree';
    return { kind: 'trackAction', seat, symbol, mover: effect.mover };
  }
  if (state.phase === 'openingCube') return { kind: 'openingCube', seat: 1 };
  if (state.phase === 'placement') {
    const order = state.edition.placementOrder[state.players.length as 2 | 3 | 4];
    return { kind: 'placeShip', seat: order[state.placed] ?? 0 };
  }
  const turn = state.turn;
  if (turn === null) return { kind: 'gameOver' };
  if (turn.to < 0)
    return { kind: 'sail', seat: turn.seat, from: turn.from, icebreaker: turn.icebreaker };
  return {
    kind: 'turn',
    seat: turn.seat,
    area: turn.to,
    acted: turn.acted,
    icebreaker: turn.icebreaker,
  };
}
