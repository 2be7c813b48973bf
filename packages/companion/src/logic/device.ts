import { COLORS, type Color } from '@antarctica-game/scoring';
import { liveScores } from './score.js';
import { LANGUAGES, type Language, type Session } from './session.js';
import { isSession } from './storage.js';

/** The key under which the device's preferences are saved (language, last players). */
export const PREFERENCES_KEY = 'antarctica-companion/preferences';
/** The key under which the finished games are kept. */
export const FINISHED_KEY = 'antarctica-companion/finished';

/** A player as the setup screen remembers them. */
export interface SeatChoice {
  /** The player's colour. */
  color: Color;
  /** The player's name; may be empty. */
  name: string;
}

/** What the device remembers between games. */
export interface Preferences {
  /** The language chosen on this device. */
  language?: Language;
  /** The players of the last game started, in seating order. */
  players?: SeatChoice[];
}

/** A finished game as the history keeps it. */
export interface FinishedGame {
  /** When the game was started (ISO date), or null for a game started by a program without one. */
  startedAt: string | null;
  /** When its final scores were last shown (ISO date). */
  finishedAt: string;
  /** Each player with their points and place, in seating order. */
  players: Array<
    SeatChoice & {
      /** The player's total Victory Points. */
      points: number;
      /** The player's final place, 1 for the winner(s); tied players share a place. */
      place: number;
    }
  >;
  /** The winners' colours (several on a shared win). */
  winners: Color[];
  /** The whole session, so that the game can be reopened. */
  session: Session;
}

/** Reads saved preferences, keeping only what is well-formed. */
export function readPreferences(raw: string | null): Preferences {
  let value: unknown;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const saved = value as Record<string, unknown>;
  const preferences: Preferences = {};
  if (LANGUAGES.includes(saved.language as Language))
    preferences.language = saved.language as Language;
  if (isSeating(saved.players)) preferences.players = saved.players;
  return preferences;
}

function isSeating(value: unknown): value is SeatChoice[] {
  if (!Array.isArray(value) || value.length < 2 || value.length > 4) return false;
  const colors = value.map((seat) => seat?.color);
  return (
    colors.every((color) => COLORS.includes(color)) &&
    new Set(colors).size === colors.length &&
    value.every((seat) => typeof seat.name === 'string' && seat.name.length <= 40)
  );
}

/**
 * Reads the kept finished games. `damaged` is set when the saved text is not a list of
 * well-formed games (then `games` holds the readable ones): it must not be written over.
 */
export function readFinished(raw: string | null): { games: FinishedGame[]; damaged: boolean } {
  let value: unknown;
  try {
    value = raw === null ? [] : JSON.parse(raw);
  } catch {
    return { games: [], damaged: true };
  }
  if (!Array.isArray(value)) return { games: [], damaged: true };
  const games = value.filter(
    (entry): entry is FinishedGame =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.finishedAt === 'string' &&
      (entry.startedAt === null || typeof entry.startedAt === 'string') &&
      Array.isArray(entry.players) &&
      Array.isArray(entry.winners) &&
      isSession(entry.session),
  );
  return { games, damaged: games.length !== value.length };
}

/**
 * The history with this session's result recorded: a game already in it (by its start date) is
 * updated in place, a new one goes first.
 */
export function recordFinished(
  games: FinishedGame[],
  session: Session,
  finishedAt: string,
): FinishedGame[] {
  const result = liveScores(session);
  const entry: FinishedGame = {
    startedAt: session.startedAt,
    finishedAt,
    players: session.players.map((player, seat) => ({
      color: player.color,
      name: player.name,
      points: result.standings[seat]?.points ?? 0,
      place: result.standings[seat]?.place ?? 0,
    })),
    winners: [...result.winners],
    session,
  };
  const index =
    session.startedAt === null
      ? -1
      : games.findIndex((game) => game.startedAt === session.startedAt);
  if (index < 0) return [entry, ...games];
  return games.map((game, at) => (at === index ? entry : game));
}
