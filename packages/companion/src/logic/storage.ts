import { isRecord, isWholeNumber } from '@antarctica-game/foundation/shape-check';
import {
  BUILDING_CARDS,
  BUILDING_PIECES,
  BUILDING_SPACES_PER_AREA,
  COLORS,
  MAX_CUBE_VALUE,
  type PlayerCount,
  researchCubesPerColor,
  scientistsPerColor,
  shipsPerColor,
} from '@antarctica-game/scoring';
import { areRuleReadings } from './action-limits.js';
import { type CompanionAction, reduce } from './actions.js';
import { AREAS, LANGUAGES, type Language, type Session, shipsBySeat, TRACKS } from './session.js';

/** The key under which the session is saved. */
export const STORAGE_KEY = 'antarctica-companion/session';
/** The key under which unreadable saved data is kept for export. */
export const RECOVERED_KEY = 'antarctica-companion/recovered';

/** A step of the history: an action, or a whole session put in place by an import. */
export type HistoryStep =
  | CompanionAction
  | {
      /** Marks a whole session put in place (an import), not an action. */
      type: 'replace';
      /** The session imported. */
      session: Session;
    };

/**
 * What is saved: where the session started and every step since, so that undo and redo survive
 * a reload without limit while the saved text stays small.
 */
export interface SavedSession {
  /** Marks the JSON as the companion's saved data. */
  format: 'antarctica-companion';
  /** The version of the saved form; version 2 is brought up to date, others are refused. */
  version: 3;
  /** The session before the first step. */
  base: Session;
  /** The steps applied, first first. */
  steps: HistoryStep[];
  /** The steps undone, the next to redo last. */
  undone: HistoryStep[];
}

/** A session with its history, ready to use. */
export interface History {
  /** The session now: `base` with every step of `steps` applied. */
  session: Session;
  /** The sessions before each step, oldest first. */
  past: Session[];
  /** The sessions each redo gives, the next last. */
  future: Session[];
  /** The session before the first step. */
  base: Session;
  /** The steps applied, first first. */
  steps: HistoryStep[];
  /** The steps undone, the next to redo last. */
  undone: HistoryStep[];
}

/** Why saved data could not be restored. */
export type RestoreProblem = 'corrupted' | 'old-version';

/** The outcome of reading saved data; `language` is the language an older save carried. */
export type Restored =
  | {
      /** The saved data was read and its history replayed. */
      ok: true;
      /** The session and its undo and redo steps. */
      history: History;
      /** The language an older save carried (now the device's setting), if any. */
      language?: Language;
    }
  | {
      /** The saved data could not be used. */
      ok: false;
      /** Why: unreadable or not replaying (`corrupted`), or from an older version. */
      problem: RestoreProblem;
      /** The saved text as it was, kept so that it can be exported. */
      raw: string;
    }
  | {
      /** Nothing was saved. */
      ok: false;
      /** Marks that there was no saved data at all. */
      problem: 'none';
    };

/** Applies one step of the history; returns the same session when the step changes nothing. */
export function applyStep(session: Session, step: HistoryStep): Session {
  if (step.type === 'replace')
    return isSession(step.session) ? structuredClone(step.session) : session;
  return reduce(session, step);
}

/**
 * Reads and checks saved data by replaying its history; data that cannot be read, or whose
 * history does not replay, is reported with the raw text kept for export. Data saved by the
 * previous version (2) is brought up to date first.
 */
export function readSaved(raw: string | null): Restored {
  if (raw === null) return { ok: false, problem: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'corrupted', raw };
  }
  let saved = value as Partial<SavedSession> | null;
  if (saved?.format !== 'antarctica-companion') return { ok: false, problem: 'corrupted', raw };
  let language: Language | undefined;
  if ((saved.version as number) === 2) {
    const upgraded = upgradeFromVersion2(saved);
    if (upgraded === null) return { ok: false, problem: 'corrupted', raw };
    ({ saved, language } = upgraded);
  }
  if (saved.version !== 3) return { ok: false, problem: 'old-version', raw };
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
    const history = {
      session,
      past,
      future,
      base: saved.base,
      steps: saved.steps,
      undone: saved.undone,
    };
    return language === undefined ? { ok: true, history } : { ok: true, history, language };
  } catch {
    return { ok: false, problem: 'corrupted', raw };
  }
}

/**
 * Version 2 kept the language in the session (so undo reverted it) and started play at once.
 * Its sessions lose the language and gain the new fields; its language steps go; each start
 * becomes a start and the end of the placement.
 */
function upgradeFromVersion2(
  saved: Partial<SavedSession>,
): { saved: Partial<SavedSession>; language: Language | undefined } | null {
  let language: Language | undefined;
  // The language in use is the last one set by a step that was not undone.
  const upgrade = (session: unknown, current: boolean): Session | null => {
    if (typeof session !== 'object' || session === null) return null;
    const old = session as Record<string, unknown>;
    if (current && LANGUAGES.includes(old.language as Language))
      language = old.language as Language;
    const { language: _dropped, ...rest } = old;
    return {
      ...(rest as unknown as Session),
      version: 2,
      sailedTo: null,
      startedAt: null,
      firstGame: false,
    };
  };
  const steps = (list: unknown, redo: boolean): HistoryStep[] | null => {
    if (!Array.isArray(list)) return null;
    const out: HistoryStep[] = [];
    for (const step of list as Array<Record<string, unknown>>) {
      if (step?.type === 'setLanguage') {
        if (!redo && LANGUAGES.includes(step.language as Language))
          language = step.language as Language;
        continue;
      }
      if (step?.type === 'replace') {
        const session = upgrade(step.session, !redo);
        if (session === null) return null;
        out.push({ type: 'replace', session });
      } else if (step?.type === 'start') {
        const pair: HistoryStep[] = [step as unknown as HistoryStep, { type: 'begin' }];
        out.push(...(redo ? pair.reverse() : pair));
      } else out.push(step as unknown as HistoryStep);
    }
    return out;
  };
  const base = upgrade(saved.base, true);
  const done = steps(saved.steps, false);
  const undone = steps(saved.undone, true);
  if (base === null || done === null || undone === null) return null;
  return {
    saved: { format: 'antarctica-companion', version: 3, base, steps: done, undone },
    language,
  };
}

const isCount = (value: unknown) => isWholeNumber(value, 0);
const isSeat = (value: unknown, players: number) => isWholeNumber(value, 0, players - 1);
const isArea = (value: unknown) => isSeat(value, AREAS);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Whether a value is a well-formed session: every field of the right kind and in range, and,
 * once the game is set up, everything the box and the setup of its player count allow (the
 * limits `@antarctica-game/scoring` checks), so that its tally can always be scored.
 */
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Session;
  if (session.version !== 2 || !['setup', 'placement', 'play', 'final'].includes(session.phase))
    return false;
  if (!Array.isArray(session.players) || session.players.length > 4) return false;
  if (session.phase !== 'setup' && session.players.length < 2) return false;
  const players = session.players.length;
  const colors = session.players.map((player) => player?.color);
  if (!colors.every((color) => COLORS.includes(color)) || new Set(colors).size !== players)
    return false;
  if (
    !session.players.every(
      (player) =>
        typeof player.name === 'string' &&
        player.name.length <= 40 &&
        isCount(player.buildingCards) &&
        isCount(player.asteriskCards) &&
        isCount(player.discardedResources),
    )
  )
    return false;
  if (!Array.isArray(session.areas) || session.areas.length !== AREAS) return false;
  const areaOk = session.areas.every(
    (area) =>
      // A list cannot pass for an area (nor, below, a track): it has none of their fields.
      isRecord(area) &&
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
      isRecord(track) &&
      typeof track.closed === 'boolean' &&
      Array.isArray(track.cubes) &&
      track.cubes.every(
        (cube) =>
          colors.includes(cube?.player) && isCount(cube?.value) && cube.value <= MAX_CUBE_VALUE,
      ) &&
      new Set(track.cubes.map((cube) => cube.player)).size === track.cubes.length,
  );
  if (!trackOk) return false;
  if (
    !(
      isArea(session.sun) &&
      typeof session.sailed === 'boolean' &&
      (session.sailedTo === null || isArea(session.sailedTo)) &&
      typeof session.icebreakerTurn === 'boolean' &&
      (session.builtThisTurn === undefined || isCount(session.builtThisTurn)) &&
      (session.acting === null || isSeat(session.acting, players)) &&
      (session.startedAt === null || typeof session.startedAt === 'string') &&
      typeof session.firstGame === 'boolean' &&
      (session.rules === undefined || areRuleReadings(session.rules))
    )
  )
    return false;
  return session.phase === 'setup' || withinTheBox(session);
}

/** Whether a set-up game holds only what the box and its player count allow. */
function withinTheBox(session: Session): boolean {
  const { areas, tracks } = session;
  const count = session.players.length as PlayerCount;
  const closed = areas.flatMap((area, index) => (area.closed ? [index] : []));
  if (count === 2 ? closed.length !== 2 || closed[1] !== (closed[0] ?? 0) + 4 : closed.length > 0)
    return false;
  if (
    areas.some(
      (area) =>
        area.buildings > BUILDING_SPACES_PER_AREA ||
        (area.closed &&
          (area.buildings > 0 ||
            area.ships.length > 0 ||
            Object.values(area.scientists).some((scientists) => scientists > 0))),
    )
  )
    return false;
  if (sum(areas.map((area) => area.buildings)) > BUILDING_PIECES) return false;
  if (tracks.some((track, index) => track.closed !== index >= TRACKS - (4 - count))) return false;
  if (tracks.some((track) => track.closed && track.cubes.length > 0)) return false;
  const ships = shipsBySeat(session);
  if (sum(session.players.map((player) => player.buildingCards)) > BUILDING_CARDS) return false;
  return session.players.every((player, seat) => {
    const onTracks = tracks.filter((track) =>
      track.cubes.some((cube) => cube.player === player.color),
    ).length;
    return (
      (ships[seat] ?? 0) <= shipsPerColor(count) &&
      sum(areas.map((area) => area.scientists[player.color] ?? 0)) <= scientistsPerColor(count) &&
      player.asteriskCards <= player.buildingCards &&
      player.discardedResources <= shipsPerColor(count) + researchCubesPerColor(count) - onTracks
    );
  });
}
