// The record of a played game as `.agn` text, for the download and the replay viewer.
import { formatRecord, recordGame } from '@antarctica-game/notation';
import type { GameSession } from './game-session.js';

/**
 * The canonical `.agn` record of the session's game so far (finished or not): its header with
 * the seed and the players, and every move played.
 */
export function recordText(session: GameSession, date: Date = new Date()): string {
  const day = date.toISOString().slice(0, 10).replaceAll('-', '.');
  return formatRecord(
    recordGame(session.timeline, {
      seed: session.seed,
      tags: { Event: 'Antarctica play page', Date: day },
    }),
  );
}

/** A file name for the record: `antarctica-2026-11-26-1845.agn`. */
export function recordFileName(date: Date = new Date()): string {
  const stamp = date.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `antarctica-${stamp}.agn`;
}
