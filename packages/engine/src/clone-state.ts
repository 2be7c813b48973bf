import type { Effect, GameState } from './state.js';

/**
 * A deep copy of the mutable parts of a game state; the edition is shared, as it never changes.
 * Written out by hand because it runs before every move and `structuredClone` is several times
 * slower on this shape.
 */
export function cloneState(state: GameState): GameState {
  return {
    ...state,
    players: state.players.map((player) => ({
      ...player,
      buildingCards: player.buildingCards.slice(),
      shipyardCards: player.shipyardCards.slice(),
      resourceCards: player.resourceCards.slice(),
    })),
    areas: state.areas.map((area) => ({
      ...area,
      ships: area.ships.slice(),
      scientists: area.scientists.slice(),
    })),
    tracks: state.tracks.map((track) => ({
      ...track,
      spaces: track.spaces.slice(),
      blueUsed: track.blueUsed.slice(),
    })),
    ships: state.ships.slice(),
    piles: {
      basic: state.piles.basic.slice(),
      double: state.piles.double.slice(),
      advanced: state.piles.advanced.slice(),
    },
    shipyardPile: state.shipyardPile.slice(),
    resourcePile: state.resourcePile.slice(),
    buildingSupply: { ...state.buildingSupply },
    icebreakers: state.icebreakers.map((icebreaker) => ({ ...icebreaker })),
    turn: state.turn === null ? null : { ...state.turn, builtShips: state.turn.builtShips.slice() },
    visit: {
      ...state.visit,
      icebreaker: state.visit.icebreaker === null ? null : { ...state.visit.icebreaker },
      cardPlayed: state.visit.cardPlayed.slice(),
    },
    pending: state.pending.map(cloneEffect),
  };
}

function cloneEffect(effect: Effect): Effect {
  switch (effect.kind) {
    case 'trackAction':
      return {
        ...effect,
        seats: effect.seats.slice(),
        usedTracks: effect.usedTracks.slice(),
        deferred: effect.deferred.map(cloneEffect),
      };
    case 'shipyardPick':
      return { ...effect, seats: effect.seats.slice() };
    case 'draft':
      return { ...effect, seats: effect.seats.slice(), cards: effect.cards.slice() };
  }
}
