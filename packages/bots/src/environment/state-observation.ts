import {
  type Decision,
  type GameState,
  type PlayerView,
  playerView,
} from '@antarctica-game/engine';
import { encodeObservation } from './observation.js';

/**
 * {@link encodeObservation} of `playerView(state, seat)`, without making the view when it can be
 * read off the state at once: while no effect is pending (nearly every step), the view differs
 * from the state only in hiding the hands of the others (the encoding reads only their sizes),
 * the piles below their top cards and the Resource and Shipyard piles (their sizes), so the
 * encoder is shown the state's own parts with those few replaced. A Shipyard Card to take shows
 * the Shipyard pile to the seat choosing (the encoder counts its cards by kind, in any order). With
 * a draft pending (its cards are shown only to the seat picking), the engine's view is made. A
 * test checks both ways give the same numbers at every seat of many positions.
 */
export function encodeStateObservation(
  state: GameState,
  seat: number,
  decision: Decision,
): number[] {
  const { piles, pending } = state;
  const first = pending[0];
  if (first !== undefined && first.kind === 'draft')
    return encodeObservation(playerView(state, seat), decision);
  const choosing = first !== undefined && first.kind === 'shipyardPick' && first.seats[0] === seat;
  const seen = {
    version: state.version,
    edition: state.edition,
    viewer: seat,
    players: state.players,
    areas: state.areas,
    tracks: state.tracks,
    ships: state.ships,
    sun: state.sun,
    piles: {
      basic: pileSeen(piles.basic),
      double: pileSeen(piles.double),
      advanced: pileSeen(piles.advanced),
    },
    shipyardPile: choosing ? state.shipyardPile : state.shipyardPile.length,
    resourcePile: state.resourcePile.length,
    buildingSupply: state.buildingSupply,
    icebreakers: state.icebreakers,
    turn: state.turn,
    pending,
    moves: state.moves,
  };
  return encodeObservation(seen as unknown as PlayerView, decision);
}

function pileSeen(cards: readonly number[]): { top: number | null; count: number } {
  // Never `cards[-1]`: V8 reads an index below zero as a named property, many times slower.
  const count = cards.length;
  return { top: count === 0 ? null : (cards[count - 1] as number), count };
}
