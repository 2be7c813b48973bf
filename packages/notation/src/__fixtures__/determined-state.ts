import type { GameState } from '@antarctica-game/engine';

/**
 * What a record whose cards are written `?` still determines of a state: not which card a build
 * took (replay may fill a `?` with any card that fits), but the Sun, the ships, the tracks, the
 * Scientists, how many Buildings each area holds, and each player's counts.
 */
export function determined(state: GameState) {
  return {
    sun: state.sun,
    phase: state.phase,
    ships: state.ships,
    tracks: state.tracks,
    scientists: state.areas.map((area) => area.scientists),
    buildingCount: state.areas.map((area) => area.buildings.toString(2).split('1').length - 1),
    players: state.players.map((player) => ({
      supply: player.supply,
      reserve: player.reserve,
      discarded: player.discarded,
      buildingCards: player.buildingCards.length,
    })),
  };
}
