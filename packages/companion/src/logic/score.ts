import {
  InvalidScoreSheetError,
  type ScoreResult,
  type ScoreSheet,
  type SheetError,
  scoreSheet,
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

/** The outcome of scoring a session. */
export type LiveScores = { ok: true; result: ScoreResult } | { ok: false; errors: SheetError[] };

// Sessions are never changed in place, so a session's scores can be kept with it: the components
// score the same session for rendering and for announcing changes of leader.
const cache = new WeakMap<Session, LiveScores>();

/** The scores if the game ended now, computed by `@antarctica-game/scoring`, or why they cannot be. */
export function liveScores(session: Session): LiveScores {
  const cached = cache.get(session);
  if (cached !== undefined) return cached;
  let scores: LiveScores;
  try {
    scores = { ok: true, result: scoreSheet(sessionToSheet(session)) };
  } catch (error) {
    if (!(error instanceof InvalidScoreSheetError)) throw error;
    scores = { ok: false, errors: [...error.errors] };
  }
  cache.set(session, scores);
  return scores;
}
