import type { Deck, ShipyardCard } from './edition/edition.js';
import { checkGameStateArgument, checkSeatArgument } from './errors/argument-guards.js';
import { asEngineError } from './errors/engine-error.js';
import type { Effect, GameState, PlayerState } from './state/state.js';
import { areasSeen, playersSeen, tracksSeen } from './view-lists.js';
import {
  frozenCopy,
  icebreakersSeen,
  pilesSeen,
  rulesSeen,
  shipsSeen,
  supplySeen,
  turnSeen,
  visitSeen,
} from './view-parts.js';

/** What one player may see of another player: their hand as counts. */
export type OtherPlayer = Omit<PlayerState, 'shipyardCards' | 'resourceCards'> & {
  /** How many Shipyard Cards the player holds. */
  shipyardCards: number;
  /** How many Resource Cards the player holds. */
  resourceCards: number;
};

/** A game as one player may see it. */
export interface PlayerView
  extends Omit<
    GameState,
    'players' | 'piles' | 'shipyardPile' | 'resourcePile' | 'rng' | 'pending'
  > {
  /** The seat this view belongs to. */
  viewer: number;
  /** The viewer's own state in full; every other player's hand as counts. */
  players: Array<PlayerState | OtherPlayer>;
  /** Each Building Card pile: its face-up top card and how many cards it holds. */
  piles: Record<
    Deck,
    {
      /** The face-up top card (an index into `edition.buildingCards`); `null` for an empty pile. */
      top: number | null;
      /** How many cards the pile holds, the top one included. */
      count: number;
    }
  >;
  /**
   * The Shipyard Card pile: its cards (sorted, order hidden) while the viewer is choosing from it,
   * otherwise only how many it holds.
   */
  shipyardPile: ShipyardCard[] | number;
  /** How many cards the Resource Card Pile holds. */
  resourcePile: number;
  /** Waiting effects; the cards of a draft are shown only to the player picking now. */
  pending: Effect[];
}

/**
 * What one player may see: other players' Shipyard and Resource Cards become counts, the piles
 * show only their top card and size, the Shipyard pile's contents are shown only to a player
 * choosing from it, draft cards only to the player picking, and the random generator's state
 * (which would tell future draws) is left out.
 *
 * The view is the caller's own and read-only: it shares nothing writable with the game (the
 * edition, frozen already, is shared), and its objects and arrays are frozen, so that a bot
 * sorting `view.ships` in place gets a `TypeError` instead of corrupting the game. Copy a part
 * to change it. The game state itself is never frozen by this. Views may share frozen parts with
 * one another (an area that has not changed since the last view, say), never with the game.
 */
export function playerView(state: GameState, viewer: number): PlayerView {
  try {
    checkGameStateArgument(state, 'playerView');
    checkSeatArgument(state, viewer, 'playerView');
    const pending = state.pending;
    const choosing = pending[0]?.kind === 'shipyardPick' && pending[0].seats[0] === viewer;
    // Parts that hold what they held in the last view made share its frozen copies.
    const turn = state.turn;
    const view: PlayerView = {
      version: state.version,
      edition: state.edition,
      rules: rulesSeen(state.rules),
      chance: state.chance,
      viewer,
      players: playersSeen(state.players, viewer),
      areas: areasSeen(state.areas),
      tracks: tracksSeen(state.tracks),
      ships: shipsSeen(state.ships),
      sun: state.sun,
      piles: pilesSeen(state.piles),
      shipyardPile: choosing ? frozen([...state.shipyardPile].sort()) : state.shipyardPile.length,
      resourcePile: state.resourcePile.length,
      buildingSupply: supplySeen(state.buildingSupply),
      icebreakers: icebreakersSeen(state.icebreakers),
      phase: state.phase,
      placed: state.placed,
      turn: turn === null ? null : turnSeen(turn),
      visit: visitSeen(state.visit),
      pending:
        pending.length === 0 && pending !== NO_PENDING
          ? NO_PENDING
          : frozen(pending.map((effect) => effectSeenBy(effect, viewer))),
      moves: state.moves,
      ended: state.ended,
    };
    return freeze(view);
  } catch (error) {
    throw asEngineError(error, 'playerView');
  }
}

/** A pending effect as the viewer may see it: the cards of a draft only for the one picking. */
function effectSeenBy(effect: Effect, viewer: number): Effect {
  switch (effect.kind) {
    case 'trackAction':
      return freeze({
        kind: 'trackAction',
        symbol: effect.symbol,
        mover: effect.mover,
        seats: frozenCopy(effect.seats),
        usedTracks: frozenCopy(effect.usedTracks),
        deferred: frozen(effect.deferred.map((deferred) => effectSeenBy(deferred, viewer))),
      });
    case 'shipyardPick':
      return freeze({ kind: 'shipyardPick', seats: frozenCopy(effect.seats) });
    case 'draft':
      return freeze({
        kind: 'draft',
        seats: frozenCopy(effect.seats),
        cards: effect.seats[0] === viewer ? frozenCopy(effect.cards) : frozen([]),
      });
    case 'draftDraw':
      return freeze({ kind: 'draftDraw', seats: frozenCopy(effect.seats), count: effect.count });
  }
}

const freeze = Object.freeze as <T>(value: T) => T;
const frozen = <T>(list: T[]): T[] => freeze(list);

/** The pending effects of a view when none wait: shared by every such view. */
const NO_PENDING: Effect[] = freeze([]);
