import type { Deck, ShipyardCard } from './edition/edition.js';
import { checkGameStateArgument, checkSeatArgument } from './errors/argument-guards.js';
import { asEngineError } from './errors/engine-error.js';
import type {
  AreaState,
  Effect,
  GameState,
  Icebreaker,
  PlayerState,
  TrackState,
} from './state/state.js';
import { copyBuildingSupply } from './state/writable.js';
import { areaSeen, frozenCopy, trackSeen } from './view-parts.js';

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
    const players: Array<PlayerState | OtherPlayer> = [];
    for (let seat = 0; seat < state.players.length; seat++)
      players.push(playerSeenBy(state.players[seat] as PlayerState, seat === viewer));
    // Areas and tracks that hold what they held in the last view made share its frozen parts.
    const areas: AreaState[] = [];
    for (let index = 0; index < state.areas.length; index++)
      areas.push(areaSeen(state.areas[index] as AreaState, index));
    const tracks: TrackState[] = [];
    for (let index = 0; index < state.tracks.length; index++)
      tracks.push(trackSeen(state.tracks[index] as TrackState, index));
    const icebreakers: Icebreaker[] = [];
    for (let index = 0; index < state.icebreakers.length; index++) {
      const entry = state.icebreakers[index] as Icebreaker;
      icebreakers.push(freeze({ area: entry.area, seat: entry.seat, ship: entry.ship }));
    }
    const { turn, visit, piles } = state;
    const view: PlayerView = {
      version: state.version,
      edition: state.edition,
      rules: freeze({ ...state.rules }),
      chance: state.chance,
      viewer,
      players: frozen(players),
      areas: frozen(areas),
      tracks: frozen(tracks),
      ships: frozenCopy(state.ships),
      sun: state.sun,
      piles: freeze({
        basic: pileSeen(piles.basic),
        double: pileSeen(piles.double),
        advanced: pileSeen(piles.advanced),
      }),
      shipyardPile: choosing ? frozen([...state.shipyardPile].sort()) : state.shipyardPile.length,
      resourcePile: state.resourcePile.length,
      // Key by key: V8 copies this 14-key record many times faster so than with spread syntax.
      buildingSupply: freeze(copyBuildingSupply(state.buildingSupply)),
      icebreakers: frozen(icebreakers),
      phase: state.phase,
      placed: state.placed,
      turn: turn === null ? null : freeze({ ...turn, builtShips: frozenCopy(turn.builtShips) }),
      visit: freeze({
        area: visit.area,
        icebreaker: visit.icebreaker === null ? null : freeze({ ...visit.icebreaker }),
        cardPlayed: frozenCopy(visit.cardPlayed),
      }),
      pending: frozen(pending.map((effect) => effectSeenBy(effect, viewer))),
      moves: state.moves,
      ended: state.ended,
    };
    return freeze(view);
  } catch (error) {
    throw asEngineError(error, 'playerView');
  }
}

function playerSeenBy(player: PlayerState, own: boolean): PlayerState | OtherPlayer {
  const seen: PlayerState | OtherPlayer = {
    color: player.color,
    supply: player.supply,
    reserve: player.reserve,
    cubes: player.cubes,
    discarded: player.discarded,
    buildingCards: frozenCopy(player.buildingCards),
    shipyardCards: own ? frozenCopy(player.shipyardCards) : player.shipyardCards.length,
    resourceCards: own ? frozenCopy(player.resourceCards) : player.resourceCards.length,
    startingBasicCard: player.startingBasicCard,
  } as PlayerState | OtherPlayer;
  if (player.name !== undefined) seen.name = player.name;
  return freeze(seen);
}

function pileSeen(cards: readonly number[]): { top: number | null; count: number } {
  return freeze({ top: cards[cards.length - 1] ?? null, count: cards.length });
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
