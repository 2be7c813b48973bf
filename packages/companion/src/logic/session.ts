import {
  DEFAULT_EDITION,
  DEFAULT_RULES,
  placementSeat,
  type RuleOptions,
} from '@antarctica-game/engine/helpers';
import { COLORS, type Color, type PlayerCount } from '@antarctica-game/scoring';

/** The languages of the companion: those of the three rulebooks. */
export const LANGUAGES = ['en', 'fr', 'pl'] as const;
/** One of the companion's languages. */
export type Language = (typeof LANGUAGES)[number];

/** Areas on the board, counter-clockwise from the Sun's starting area (lower left). */
export const AREAS = DEFAULT_EDITION.areas;
/** Ship spaces in an area, as the engine's edition has them. */
export const SHIP_SPACES = DEFAULT_EDITION.shipSpaces;
/** The Research Tracks, top to bottom. */
export const TRACKS = DEFAULT_EDITION.tracks.length;

/** One area as the table shows it. */
export interface AreaRecord {
  /** Whether the area is out of play (two opposite areas at 2 players): no ship goes there. */
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
  /** Whether the track is out of play at this player count. */
  closed: boolean;
  /** The cubes on the track, front (most advanced) first. */
  cubes: Array<{
    /** The cube's owner, by colour. */
    player: Color;
    /** The Victory Points read off the track beside the cube's space. */
    value: number;
  }>;
}

/** What lies in front of a player for the final scoring. */
export interface PlayerRecord {
  /** The player's colour, which names them in the rest of the session. */
  color: Color;
  /** The name entered at setup; empty when none was. */
  name: string;
  /** Building Cards the player has taken (the second tie-break). */
  buildingCards: number;
  /** Of those, the cards with a ✱ (ranked for their own majority). */
  asteriskCards: number;
  /** Resources the player moved to Discarded Resources (ranked for their own majority). */
  discardedResources: number;
}

/**
 * Where a game is: the setup screen, placing the ships before the first turn, playing, or the
 * final scores.
 */
export type Phase = 'setup' | 'placement' | 'play' | 'final';

/**
 * A game on the table, as the companion tracks it. Plain data: saved as JSON. The language is
 * not part of it: it belongs to the device (see `SessionStore.language`).
 */
export interface Session {
  /** The version of this data; a saved session of another version is not restored. */
  version: 2;
  /** Where the game is: setup, placement, play or the final scores. */
  phase: Phase;
  /** The players in seating order (seat 0 first). */
  players: PlayerRecord[];
  /** The eight areas, counter-clockwise from the Sun's starting area. */
  areas: AreaRecord[];
  /** The five Research Tracks, top to bottom. */
  tracks: TrackRecord[];
  /** The area the Sun is in (its starting area until the first turn). */
  sun: number;
  /** Whether the acting ship has sailed in the current turn. */
  sailed: boolean;
  /** Where the acting ship sailed this turn, or null before it sails. */
  sailedTo: number | null;
  /** The seat taking the current turn, or null before the first. */
  acting: number | null;
  /** Whether the current turn is an Icebreaker's extra turn. */
  icebreakerTurn: boolean;
  /**
   * How many ships the acting player built this turn: they stand last in the Sun's line and take
   * no turn in this visit of the Sun, Icebreaker or not (rules decision 21). Absent in sessions
   * saved before it was kept, which count as none.
   */
  builtThisTurn?: number;
  /** When the game was started (an ISO date), or null; it names the game in the history. */
  startedAt: string | null;
  /** Whether the ships were put where the first-game diagram shows (provisional data). */
  firstGame: boolean;
  /**
   * The rule readings the table plays with (the engine's, see `docs/rules-decisions.md`); those
   * left out, and all of them in sessions saved before they were kept, are the defaults.
   */
  rules?: Partial<RuleOptions>;
}

/** The choices made on the setup screen. */
export interface SetupChoice {
  /** The players in seating order (A, B, C, D counter-clockwise), 2 to 4, each colour once. */
  players: Array<{
    /** The player's colour. */
    color: Color;
    /** The player's name; may be empty. */
    name: string;
  }>;
  /** For 2 players: the first of the two opposite closed areas (the second is 4 further). */
  closedPair?: number;
  /** Whether to put one starting building in every open area (default true). */
  startingBuildings?: boolean;
  /**
   * Whether to put the ships where the first-game diagram shows (default true). The layout is
   * provisional: the rulebook shows it only as a picture. Otherwise the players place their
   * ships one at a time in the rulebook's order.
   */
  firstGameShips?: boolean;
  /**
   * The rule readings to play with, as the engine names them (`RULE_OPTIONS`); those left out
   * are the defaults. The tally follows the readings about turns: `icebreakerBinding`,
   * `cardTiming` and `afterShipBuilt`.
   */
  rules?: Partial<RuleOptions>;
}

/** A fresh session at the setup screen. */
export function newSession(): Session {
  return {
    version: 2,
    phase: 'setup',
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
    sailedTo: null,
    acting: null,
    icebreakerTurn: false,
    startedAt: null,
    firstGame: false,
  };
}

/**
 * The session at the placement of the ships, from valid setup choices: closed areas and tracks,
 * starting buildings, and the first-game ships if chosen. The Sun waits in its starting area.
 */
export function startSession(choice: SetupChoice, startedAt: string | null = null): Session {
  const count = choice.players.length as PlayerCount;
  const pair = choice.closedPair ?? DEFAULT_EDITION.closedAreasTwoPlayers[0] ?? 1;
  const closed = new Set(count === 2 ? [pair % AREAS, (pair + 4) % AREAS] : []);
  const firstGame = choice.firstGameShips !== false;
  const layout = DEFAULT_EDITION.firstGameShips[count];
  const session: Session = {
    ...newSession(),
    phase: 'placement',
    players: choice.players.map((player) => ({
      color: player.color,
      name: player.name,
      buildingCards: 0,
      asteriskCards: 0,
      discardedResources: 0,
    })),
    areas: Array.from({ length: AREAS }, (_, area) => ({
      closed: closed.has(area),
      ships: !firstGame || closed.has(area) ? [] : [...(layout[area] ?? [])],
      buildings: closed.has(area) || choice.startingBuildings === false ? 0 : 1,
      scientists: {},
      icebreaker: null,
    })),
    tracks: Array.from({ length: TRACKS }, (_, track) => ({
      closed: track >= TRACKS - (4 - count),
      cubes: [],
    })),
    startedAt,
    firstGame,
    ...(choice.rules === undefined ? {} : { rules: { ...choice.rules } }),
  };
  // With the first-game layout in a 2-player game with other closed areas, ships of closed areas move to open ones.
  if (count === 2 && firstGame) {
    const homeless = layout.flatMap((seats, area) => (closed.has(area) ? seats : []));
    for (const seat of homeless)
      session.areas.find((area) => !area.closed && area.ships.length === 0)?.ships.push(seat);
  }
  return session;
}

/** How many ships each seat has on the board. */
export function shipsBySeat(session: Session): number[] {
  const counts = session.players.map(() => 0);
  for (const area of session.areas)
    for (const seat of area.ships) counts[seat] = (counts[seat] ?? 0) + 1;
  return counts;
}

/**
 * Whose ship is placed next before the first turn, following the rulebook's order for the
 * player count (A, B, C, C, A, B, B, C, A at 3 players), or null when every ship is on the
 * board. Ships added or removed by hand are taken into account.
 */
export function nextPlacer(session: Session): number | null {
  const order = DEFAULT_EDITION.placementOrder[session.players.length as PlayerCount] ?? [];
  return placementSeat(order, shipsBySeat(session));
}

/** The rule readings the quick tally follows (the others are about moves it does not record). */
export const TALLY_READINGS = ['icebreakerBinding', 'cardTiming', 'afterShipBuilt'] as const;
/** One of the readings the quick tally follows. */
export type TallyReading = (typeof TALLY_READINGS)[number];

/** Every rule reading of the session, the defaults filling those it leaves out. */
export function sessionRules(session: Session): RuleOptions {
  const rules = { ...DEFAULT_RULES };
  for (const [name, value] of Object.entries(session.rules ?? {}))
    if (value !== undefined) Object.assign(rules, { [name]: value });
  return rules;
}

/** How many ships each player puts on the board before the first turn. */
export function shipsToPlace(players: number): number {
  return DEFAULT_EDITION.setup[players as PlayerCount]?.shipsOnBoard ?? 0;
}
