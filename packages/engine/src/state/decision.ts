import type { ShipyardCard, TrackSymbol } from '../edition/edition.js';
import { placementSeat } from './placement-order.js';
import { type GameState, SHIPS_PER_SEAT } from './state.js';

/** Who must decide now, and what about. */
export type Decision =
  /** 2 players, setup: player B puts a cube on a track. */
  | {
      /** Player B's opening cube (2 players, setup). */
      kind: 'openingCube';
      /** The player who must decide (0 is A). */
      seat: number;
    }
  /** Setup of later games: a player places a ship. */
  | {
      /** A ship to place (setup with free placement). */
      kind: 'placeShip';
      /** The player who must decide (0 is A). */
      seat: number;
    }
  /** The first ship in line in the Sun's area must sail. */
  | {
      /** The turn's sailing. */
      kind: 'sail';
      /** The player who must decide (0 is A). */
      seat: number;
      /** The Sun's area, which the ship sails from. */
      from: number;
      /** Whether this is the extra turn an Icebreaker gives. */
      icebreaker: boolean;
    }
  /** The turn goes on: an action (until one is taken), a card, a discard, or ending the turn. */
  | {
      /** The rest of the turn, after sailing. */
      kind: 'turn';
      /** The player who must decide (0 is A). */
      seat: number;
      /** The area the ship sailed to, where the main action happens. */
      area: number;
      /** Whether the main action (or the choice of none) is done. */
      acted: boolean;
      /** Whether this is the extra turn an Icebreaker gives. */
      icebreaker: boolean;
    }
  /** A Research Track action with a choice: move a ship, or advance three on a track. */
  | {
      /** A Research Track action that needs a choice. */
      kind: 'trackAction';
      /** The player who must decide (0 is A): the mover, or each player in turn for a blue space. */
      seat: number;
      /** Which action: move a ship, or advance three on a track. */
      symbol: Extract<TrackSymbol, 'moveShip' | 'advanceThree'>;
      /** The player whose cube reached the space. */
      mover: number;
    }
  /** A Shipyard Card to take after another player built a ship. */
  | {
      /** A Shipyard Card to take. */
      kind: 'shipyardPick';
      /** The player who must decide (0 is A). */
      seat: number;
    }
  /** The table turns up `count` Shipyard Cards for a draft (games set up from a table only). */
  | {
      /** The table must state the cards drawn for a draft. */
      kind: 'draftDraw';
      /** The player who triggered the draft and states the cards. */
      seat: number;
      /** How many Shipyard Cards to turn up. */
      count: number;
    }
  /** A card to pick in the Shipyard draft. */
  | {
      /** A pick in the Shipyard draft. */
      kind: 'draft';
      /** The player who must decide (0 is A). */
      seat: number;
      /** The cards left to pick from. */
      cards: ShipyardCard[];
    }
  /** The game is over. */
  | {
      /** Nobody: the game is over. */
      kind: 'gameOver';
    };

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
    return { kind: 'placeShip', seat: placementSeat(order, shipsOnBoardBySeat(state)) ?? 0 };
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

/** How many ships each seat has on the board: in setup, the ships it has placed. */
function shipsOnBoardBySeat(state: GameState): number[] {
  const counts: number[] = [];
  for (let seat = 0; seat < state.players.length; seat++) {
    let count = 0;
    for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++)
      if ((state.ships[ship] ?? -1) >= 0) count++;
    counts.push(count);
  }
  return counts;
}
