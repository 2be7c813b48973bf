import { type ScoreResult, type ScoreSheet, scoreValidSheet } from '@antarctica-game/scoring';
import type { Session } from './session.js';

/**
 * The score sheet of the table as it stands. The Sun of a 2-player game may wait in a closed
 * area before the first turn; the sheet then names the next open area, which scores the same.
 */
export function sessionToSheet(session: Session): ScoreSheet {
  const { areas } = session;
  let sun = session.sun;
  for (let step = 0; step < areas.length && areas[sun]?.closed; step++)
    sun = (sun + 1) % areas.length;
  return {
    players: session.players.map((player) => ({
      color: player.color,
      ...(player.name === '' ? {} : { name: player.name }),
      buildingCards: player.buildingCards,
      asteriskCards: player.asteriskCards,
      discardedResources: player.discardedResources,
    })),
    sun,
    areas: areas.map((area) =>
      area.closed
        ? { closed: true }
        : { buildings: area.buildings, scientists: { ...area.scientists } },
    ),
    tracks: session.tracks.map((track) =>
      track.closed ? { closed: true } : { cubes: track.cubes.map((cube) => ({ ...cube })) },
    ),
  };
}

// Sessions are never changed in place, so a session's scores can be kept with it: the components
// score the same session for rendering and for announcing changes of leader.
const cache = new WeakMap<Session, ScoreResult>();

/**
 * The scores if the game ended now, computed by `@antarctica-game/scoring`. A session holds
 * only what the box and the rules allow (the store refuses anything else, and `isSession`
 * checks saved and imported ones against every limit the scorer checks), so its sheet is
 * scored without being validated again.
 */
export function liveScores(session: Session): ScoreResult {
  let scores = cache.get(session);
  if (scores === undefined) {
    scores = scoreValidSheet(sessionToSheet(session));
    cache.set(session, scores);
  }
  return scores;
}
