import type { ScoreSheet } from '@antarctica-game/scoring';
import type { Session } from './session.js';

/**
 * A finished game as a session at its final scores, from the score sheet of its last position
 * (a game recorded move by move gives one): what the history of past games keeps and reopens.
 * Ships, Icebreakers and whose turn it was play no part in the scores and are left out.
 */
export function sessionOfSheet(
  sheet: ScoreSheet,
  { startedAt, firstGame }: { startedAt: string | null; firstGame: boolean },
): Session {
  return {
    version: 2,
    phase: 'final',
    players: sheet.players.map((player) => ({
      color: player.color,
      name: player.name ?? '',
      buildingCards: player.buildingCards,
      asteriskCards: player.asteriskCards ?? 0,
      discardedResources: player.discardedResources ?? 0,
    })),
    areas: sheet.areas.map((area) =>
      'closed' in area && area.closed === true
        ? { closed: true, ships: [], buildings: 0, scientists: {}, icebreaker: null }
        : {
            closed: false,
            ships: [],
            buildings: 'buildings' in area ? area.buildings : 0,
            scientists: { ...('scientists' in area ? area.scientists : {}) },
            icebreaker: null,
          },
    ),
    tracks: sheet.tracks.map((track) =>
      'closed' in track && track.closed === true
        ? { closed: true, cubes: [] }
        : {
            closed: false,
            cubes: ('cubes' in track ? track.cubes : []).map((cube) => ({ ...cube })),
          },
    ),
    sun: sheet.sun,
    sailed: false,
    sailedTo: null,
    acting: null,
    icebreakerTurn: false,
    startedAt,
    firstGame,
  };
}
