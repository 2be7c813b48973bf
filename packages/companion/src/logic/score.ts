import {
  type ScoreResult,
  type ScoreSheet,
  type SheetError,
  scoreSheet,
  validateScoreSheet,
} from '@antarctica-game/scoring';
import type { Session } from './session.js';

/** The score sheet of the table as it stands. */
export function sessionToSheet(session: Session): ScoreSheet {
  return {
    players: session.players.map((player) => ({
      color: player.color,
      ...(player.name === '' ? {} : { name: player.name }),
      buildingCards: player.buildingCards,
      asteriskCards: player.asteriskCards,
      discardedResources: player.discardedResources,
    })),
    sun: session.sun,
    areas: session.areas.map((area) =>
      area.closed
        ? { closed: true }
        : { buildings: area.buildings, scientists: { ...area.scientists } },
    ),
    tracks: session.tracks.map((track) =>
      track.closed ? { closed: true } : { cubes: track.cubes.map((cube) => ({ ...cube })) },
    ),
  };
}

/** The scores if the game ended now, computed by `@antarctica-game/scoring`, or why they cannot be. */
export function liveScores(
  session: Session,
): { ok: true; result: ScoreResult } | { ok: false; errors: SheetError[] } {
  const checked = validateScoreSheet(sessionToSheet(session));
  if (!checked.ok) return { ok: false, errors: checked.errors };
  return { ok: true, result: scoreSheet(checked.sheet) };
}
