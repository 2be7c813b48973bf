import { DEFAULT_EDITION } from '@antarctica-game/engine/helpers';
import { COLORS, type Color } from '@antarctica-game/scoring';

/** The languages of the companion: those of the three rulebooks. */
export const LANGUAGES = ['en', 'fr', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Areas on the board, counter-clockwise from the Sun's starting area (lower left). */
export const AREAS = 8;
/** Ship spaces in an area. */
export const SHIP_SPACES = 3;
/** The Research Tracks, top to bottom. */
export const TRACKS = 5;

/** One area as the table shows it. */
export interface AreaRecord {
  closed: boolean;
  /** Ships in line, first first, as the seats owning them. */
  ships: number[];
  /** Buildings standing here, the starting one included. */
  buildings: number;
  /** Scientists by colour. */
  scientists: Partial<Record<Color, number>>;
  /** The seat whose Icebreaker waits here, or null. */
  icebreaker: number | null;
}

/** One Research Track: the cubes from front to back with the Victory Points each is worth. */
export interface TrackRecord {
  closed: boolean;
  cubes: Array<{ player: Color; value: number }>;
}

/** What lies in front of a player for the final scoring. */
export interface PlayerRecord {
  color: Color;
  name: string;
  buildingCards: number;
  asteriskCards: number;
  discardedResources: number;
}

/** A game on the table, as the companion tracks it. Plain data: saved as JSON. */
export interface Session {
  version: 1;
  phase: 'setup' | 'play' | 'final';
  language: Language;
  players: PlayerRecord[];
  areas: AreaRecord[];
  tracks: TrackRecord[];
  /** The area the Sun is in. */
  sun: number;
  /** Whether the acting ship has sailed in the current turn. */
  sailed: boolean;
  /** The seat taking the current turn, or null before the first. */
  acting: number | null;
  /** Whether the current turn is an Icebreaker's extra turn. */
  icebreakerTurn: boolean;
}

/** The choices made on the setup screen. */
export interface SetupChoice {
  players: Array<{ color: Color; name: string }>;
  /** For 2 players: the first of the two opposite closed areas (the second is 4 further). */
  closedPair?: number;
  /** Whether to put one starting building in every open area. */
  startingBuildings?: boolean;
  /** Whether to put the ships where the first-game diagram shows. */
  firstGameShips?: boolean;
  language?: Language;
}

/** A fresh session at the setup screen. */
export function newSession(language: Language = 'en'): Session {
  return {
    version: 1,
    phase: 'setup',
    language,
    players: COLORS.slice(0, 3).map((color) => ({
      color,
      name: '',
      buildingCards: 0,
      asteriskCards: 0,
      discardedResources: 0,
    })),
    areas: Array.from({ length: AREAS }, () => ({
      closed: false,
      ships: [],
      buildings: 0,
      scientists: {},
      icebreaker: null,
    })),
    tracks: Array.from({ length: TRACKS }, () => ({ closed: false, cubes: [] })),
    sun: DEFAULT_EDITION.sunStart,
    sailed: false,
    acting: null,
    icebreakerTurn: false,
  };
}

/** Starts play from the setup choices: closed areas and tracks, starting buildings, ships. */
export function startSession(choice: SetupChoice): Session {
  const count = choice.players.length as 2 | 3 | 4;
  const pair = choice.closedPair ?? DEFAULT_EDITION.closedAreasTwoPlayers[0] ?? 1;
  const closed = new Set(count === 2 ? [pair % AREAS, (pair + 4) % AREAS] : []);
  const layout = DEFAULT_EDITION.firstGameShips[count];
  const session: Session = {
    ...newSession(choice.language),
    phase: 'play',
    players: choice.players.map((player) => ({
      ...player,
      buildingCards: 0,
      asteriskCards: 0,
      discardedResources: 0,
    })),
    areas: Array.from({ length: AREAS }, (_, area) => ({
      closed: closed.has(area),
      ships: choice.firstGameShips === false || closed.has(area) ? [] : [...(layout[area] ?? [])],
      buildings: closed.has(area) || choice.startingBuildings === false ? 0 : 1,
      scientists: {},
      icebreaker: null,
    })),
    tracks: Array.from({ length: TRACKS }, (_, track) => ({
      closed: track >= TRACKS - (4 - count),
      cubes: [],
    })),
  };
  // With the first-game layout in a 2-player game with other closed areas, ships of closed areas move to open ones.
  if (count === 2 && choice.firstGameShips !== false) {
    const homeless = layout.flatMap((seats, area) => (closed.has(area) ? seats : []));
    for (const seat of homeless)
      session.areas.find((area) => !area.closed && area.ships.length === 0)?.ships.push(seat);
  }
  return session;
}
