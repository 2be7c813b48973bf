import type { Deck, ShipyardCard } from './edition/edition.js';
import { checkGameStateArgument, checkSeatArgument } from './errors/argument-guards.js';
import type { Effect, GameState, PlayerState } from './state/state.js';

/** What one player may see of another player: their hand as counts. */
export type OtherPlayer = Omit<PlayerState, 'shipyardCards' | 'resourceCards'> & {
  shipyardCards: number;
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
  piles: Record<Deck, { top: number | null; count: number }>;
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
 */
export function playerView(state: GameState, viewer: number): PlayerView {
  checkGameStateArgument(state, 'playerView');
  checkSeatArgument(state, viewer, 'playerView');
  const { players, piles, shipyardPile, resourcePile, rng: _rng, pending, ...rest } = state;
  const choosing = pending[0]?.kind === 'shipyardPick' && pending[0].seats[0] === viewer;
  const pileView = (cards: number[]) => ({
    top: cards[cards.length - 1] ?? null,
    count: cards.length,
  });
  return {
    ...rest,
    viewer,
    players: players.map((player, seat) =>
      seat === viewer
        ? {
            ...player,
            buildingCards: [...player.buildingCards],
            shipyardCards: [...player.shipyardCards],
            resourceCards: [...player.resourceCards],
          }
        : {
            ...player,
            buildingCards: [...player.buildingCards],
            shipyardCards: player.shipyardCards.length,
            resourceCards: player.resourceCards.length,
          },
    ),
    piles: {
      basic: pileView(piles.basic),
      double: pileView(piles.double),
      advanced: pileView(piles.advanced),
    },
    shipyardPile: choosing ? [...shipyardPile].sort() : shipyardPile.length,
    resourcePile: resourcePile.length,
    pending: pending.map((effect) =>
      effect.kind === 'draft' && effect.seats[0] !== viewer
        ? { ...effect, seats: [...effect.seats], cards: [] }
        : structuredClone(effect),
    ),
  };
}
