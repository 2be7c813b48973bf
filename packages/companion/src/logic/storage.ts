import { COLORS } from '@antarctica-game/scoring';
import { AREAS, LANGUAGES, type Session, TRACKS } from './session.js';

/** The key under which the session is saved. */
export const STORAGE_KEY = 'antarctica-companion/session';
/** The key under which unreadable saved data is kept for export. */
export const RECOVERED_KEY = 'antarctica-companion/recovered';

/** What is saved: the session and its undo history. */
export interface SavedSession {
  format: 'antarctica-companion';
  version: 1;
  session: Session;
  past: Session[];
  future: Session[];
}

/** Why saved data could not be restored. */
export type RestoreProblem = 'corrupted' | 'old-version';

/** The outcome of reading saved data. */
export type Restored =
  | { ok: true; saved: SavedSession }
  | { ok: false; problem: RestoreProblem; raw: string }
  | { ok: false; problem: 'none' };

/** Reads and checks saved data; unreadable data is reported with the raw text kept for export. */
export function readSaved(raw: string | null): Restored {
  if (raw === null) return { ok: false, problem: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'corrupted', raw };
  }
  const saved = value as Partial<SavedSession> | null;
  if (saved?.format !== 'antarctica-companion') return { ok: false, problem: 'corrupted', raw };
  if (saved.version !== 1) return { ok: false, problem: 'old-version', raw };
  const sessions = [
    saved.session,
    ...(Array.isArray(saved.past) ? saved.past : [null]),
    ...(Array.isArray(saved.future) ? saved.future : [null]),
  ];
  if (!sessions.every(isSession)) return { ok: false, problem: 'corrupted', raw };
  return { ok: true, saved: saved as SavedSession };
}

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isSeat = (value: unknown, players: number) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < players;

/** Whether a value is a well-formed session (every field of the right kind and in range). */
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Session;
  if (
    session.version !== 1 ||
    !['setup', 'play', 'final'].includes(session.phase) ||
    !LANGUAGES.includes(session.language)
  )
    return false;
  if (!Array.isArray(session.players) || session.players.length > 4) return false;
  const players = session.players.length;
  const colors = session.players.map((player) => player?.color);
  if (!colors.every((color) => COLORS.includes(color)) || new Set(colors).size !== players)
    return false;
  if (
    !session.players.every(
      (player) =>
        typeof player.name === 'string' &&
        isCount(player.buildingCards) &&
        isCount(player.asteriskCards) &&
        isCount(player.discardedResources),
    )
  )
    return false;
  if (!Array.isArray(session.areas) || session.areas.length !== AREAS) return false;
  const areaOk = session.areas.every(
    (area) =>
      typeof area === 'object' &&
      area !== null &&
      typeof area.closed === 'boolean' &&
      Array.isArray(area.ships) &&
      area.ships.length <= 3 &&
      area.ships.every((seat) => isSeat(seat, players)) &&
      isCount(area.buildings) &&
      typeof area.scientists === 'object' &&
      area.scientists !== null &&
      Object.entries(area.scientists).every(
        ([color, count]) => colors.includes(color as never) && isCount(count),
      ) &&
      (area.icebreaker === null || isSeat(area.icebreaker, players)),
  );
  if (!areaOk) return false;
  if (!Array.isArray(session.tracks) || session.tracks.length !== TRACKS) return false;
  const trackOk = session.tracks.every(
    (track) =>
      typeof track === 'object' &&
      track !== null &&
      typeof track.closed === 'boolean' &&
      Array.isArray(track.cubes) &&
      track.cubes.every((cube) => colors.includes(cube?.player) && isCount(cube?.value)),
  );
  if (!trackOk) return false;
  return (
    Number.isInteger(session.sun) &&
    session.sun >= 0 &&
    session.sun < AREAS &&
    typeof session.sailed === 'boolean' &&
    typeof session.icebreakerTurn === 'boolean' &&
    (session.acting === null || isSeat(session.acting, players))
  );
}
