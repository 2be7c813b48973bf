import { COLORS } from '@antarctica-game/scoring';
import { type CompanionAction, reduce } from './actions.js';
import { AREAS, LANGUAGES, type Session, TRACKS } from './session.js';

/** The key under which the session is saved. */
export const STORAGE_KEY = 'antarctica-companion/session';
/** The key under which unreadable saved data is kept for export. */
export const RECOVERED_KEY = 'antarctica-companion/recovered';

/** A step of the history: an action, or a whole session put in place by an import. */
export type HistoryStep = CompanionAction | { type: 'replace'; session: Session };

/**
 * What is saved: where the session started and every step since, so that undo and redo survive
 * a reload without limit while the saved text stays small.
 */
export interface SavedSession {
  format: 'antarctica-companion';
  version: 2;
  /** The session before the first step. */
  base: Session;
  /** The steps applied, first first. */
  steps: HistoryStep[];
  /** The steps undone, the next to redo last. */
  undone: HistoryStep[];
}

/** A session with its history, ready to use. */
export interface History {
  session: Session;
  /** The sessions before each step, oldest first. */
  past: Session[];
  /** The sessions each redo gives, the next last. */
  future: Session[];
  base: Session;
  steps: HistoryStep[];
  undone: HistoryStep[];
}

/** Why saved data could not be restored. */
export type RestoreProblem = 'corrupted' | 'old-version';

/** The outcome of reading saved data. */
export type Restored =
  | { ok: true; history: History }
  | { ok: false; problem: RestoreProblem; raw: string }
  | { ok: false; problem: 'none' };

/** Applies one step of the history; returns the same session when the step changes nothing. */
export function applyStep(session: Session, step: HistoryStep): Session {
  if (step.type === 'replace')
    return isSession(step.session) ? structuredClone(step.session) : session;
  return reduce(session, step);
}

/**
 * Reads and checks saved data by replaying its history; data that cannot be read, or whose
 * history does not replay, is reported with the raw text kept for export.
 */
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
  if (saved.version !== 2) return { ok: false, problem: 'old-version', raw };
  if (!isSession(saved.base) || !Array.isArray(saved.steps) || !Array.isArray(saved.undone))
    return { ok: false, problem: 'corrupted', raw };
  try {
    let session = saved.base;
    const past: Session[] = [];
    for (const step of saved.steps) {
      const next = applyStep(session, step);
      if (next === session) return { ok: false, problem: 'corrupted', raw };
      past.push(session);
      session = next;
    }
    const future: Session[] = [];
    let ahead = session;
    for (let index = saved.undone.length - 1; index >= 0; index--) {
      const next = applyStep(ahead, saved.undone[index] as HistoryStep);
      if (next === ahead) return { ok: false, problem: 'corrupted', raw };
      future.unshift(next);
      ahead = next;
    }
    if (!isSession(session)) return { ok: false, problem: 'corrupted', raw };
    return {
      ok: true,
      history: {
        session,
        past,
        future,
        base: saved.base,
        steps: saved.steps,
        undone: saved.undone,
      },
    };
  } catch {
    return { ok: false, problem: 'corrupted', raw };
  }
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
