import { DEFAULT_EDITION } from '@antarctica-game/engine/helpers';
import {
  BUILDING_CARDS,
  BUILDING_PIECES,
  BUILDING_SPACES_PER_AREA,
  COLORS,
  type Color,
  MAX_CUBE_VALUE,
  type PlayerCount,
  researchCubesPerColor,
  scientistsPerColor,
  shipsPerColor,
} from '@antarctica-game/scoring';
import { gameEnd, scientistsOnBoard } from './game-end.js';
import {
  newSession,
  nextPlacer,
  type Session,
  type SetupChoice,
  SHIP_SPACES,
  shipsBySeat,
  shipsToPlace,
  startSession,
} from './session.js';
import { nextSun } from './turns.js';

/** The counts kept in front of each player. */
export type PlayerCountField = 'buildingCards' | 'asteriskCards' | 'discardedResources';

/** Everything the companion can do to a session. */
export type CompanionAction =
  /** Leaves the setup screen for the placement of the ships; `at` (an ISO date) names the game. */
  | { type: 'start'; choice: SetupChoice; at?: string }
  /** Places the next ship in the rulebook's order in an area, before the first turn. */
  | { type: 'place'; area: number }
  /** Ends the placement: the Sun moves from its starting area and the first turn begins. */
  | { type: 'begin' }
  | { type: 'sail'; to: number }
  /** Ends the turn: an Icebreaker's extra turn, the Sun moving on, or the end of the game. */
  | { type: 'endTurn' }
  | { type: 'advanceSun' }
  | { type: 'setIcebreaker'; area: number; seat: number | null }
  | { type: 'addShip'; area: number; seat: number }
  | { type: 'removeShip'; area: number; index: number }
  | { type: 'moveShip'; from: number; index: number; to: number }
  /** The acting player built in the area their ship sailed to: a building, a scientist, a Building Card. */
  | { type: 'built'; asterisk?: boolean }
  /** The acting player built a ship: it goes last in line in the Sun's area. */
  | { type: 'shipBuilt' }
  | { type: 'setScientists'; area: number; color: Color; count: number }
  | { type: 'setBuildings'; area: number; count: number }
  /** Puts a player's cube on a track at the value read off the track, in line by value. */
  | { type: 'setCube'; track: number; color: Color; value: number }
  | { type: 'addCube'; track: number; color: Color; value: number }
  | { type: 'moveCube'; track: number; index: number; by: -1 | 1 }
  | { type: 'setCubeValue'; track: number; index: number; value: number }
  | { type: 'removeCube'; track: number; index: number }
  | { type: 'setPlayerCount'; color: Color; field: PlayerCountField; count: number }
  | { type: 'finish' }
  | { type: 'reopen' }
  | { type: 'reset' };

/**
 * Why an action changes nothing: a stable code, for programs and for the words the interface
 * shows beside a disabled button.
 */
export type Refusal =
  /** Not possible at this point of the game (for example sailing during the setup). */
  | 'wrong-phase'
  /** A game needs 2 to 4 players. */
  | 'player-count'
  /** A colour that is not red, blue, green or yellow. */
  | 'unknown-color'
  /** Two players with one colour. */
  | 'duplicate-color'
  /** A name that is not text, or longer than 40 characters. */
  | 'invalid-name'
  /** A setup option of the wrong kind. */
  | 'invalid-option'
  | 'no-such-area'
  | 'no-such-seat'
  | 'no-such-track'
  | 'no-such-ship'
  | 'no-such-cube'
  /** A count that is not a whole number from 0, or too large for any game. */
  | 'not-a-count'
  | 'area-closed'
  /** The area's three ship spaces are taken. */
  | 'area-full'
  /** A track not used at this player count. */
  | 'track-closed'
  /** A ship cannot sail, or move, to the area it is in. */
  | 'same-area'
  | 'already-sailed'
  | 'not-sailed'
  /** No ship in the Sun's area. */
  | 'no-ships'
  /** The player has no more ships to put on the board. */
  | 'ships-exhausted'
  /** Every scientist of the colour is on the board. */
  | 'scientists-exhausted'
  /** All 14 building spaces of the area are taken. */
  | 'building-spaces-full'
  /** All 47 buildings of the box are on the board. */
  | 'buildings-exhausted'
  /** All 39 Building Cards of the box have been taken. */
  | 'cards-exhausted'
  /** More asterisk cards than Building Cards. */
  | 'asterisk-exceeds-cards'
  /** Fewer Building Cards than asterisk cards. */
  | 'cards-below-asterisk'
  /** More discards than the player's ships and spare cubes. */
  | 'discards-exhausted'
  /** A player has one cube per track at most. */
  | 'duplicate-cube'
  /** The player's cubes are all on tracks or discarded. */
  | 'cubes-exhausted'
  /** An Icebreaker goes where the player's ship is second in line. */
  | 'not-second-in-line'
  /** Every ship has been placed. */
  | 'placement-complete'
  /** Ships are still to be placed. */
  | 'placement-incomplete'
  /** The action would change nothing. */
  | 'no-change';

/** The largest value a cube (as the scorer bounds it), or a count in front of a player, can take. */
const MAX_VALUE = MAX_CUBE_VALUE;

/**
 * Applies an action to a session, returning a new session, or the same one when the action is
 * not possible now (the rules or the box forbid it): the caller can tell by identity.
 */
export function reduce(session: Session, action: CompanionAction): Session {
  if (refusal(session, action) !== null) return session;
  const next = structuredClone(session);
  check(next, action, true);
  return next;
}

/** Why an action would change nothing in this session, or null if it is possible. */
export function refusal(session: Session, action: CompanionAction): Refusal | null {
  try {
    return check(session, action, false);
  } catch {
    // Input of the wrong shape (from a program or a file), such as an action without its fields.
    return 'invalid-option';
  }
}

/** Checks an action and, when `commit` is set and it is possible, applies it in place. */
function check(session: Session, action: CompanionAction, commit: boolean): Refusal | null {
  const { areas } = session;
  const done = (change: () => void): null => {
    if (commit) change();
    return null;
  };
  switch (action.type) {
    case 'start': {
      if (session.phase !== 'setup') return 'wrong-phase';
      const problem = setupProblem(action.choice, action.at);
      if (problem !== null) return problem;
      return done(() => Object.assign(session, startSession(action.choice, action.at ?? null)));
    }
    case 'place': {
      if (session.phase !== 'placement') return 'wrong-phase';
      const seat = nextPlacer(session);
      if (seat === null) return 'placement-complete';
      const area = shipSpace(session, action.area);
      if (typeof area === 'string') return area;
      return done(() => area.ships.push(seat));
    }
    case 'begin': {
      if (session.phase !== 'placement') return 'wrong-phase';
      if (nextPlacer(session) !== null) return 'placement-incomplete';
      return done(() => {
        session.phase = 'play';
        session.sun = DEFAULT_EDITION.sunStart;
        // The Sun moves at the start of the first turn too.
        startTurn(session, nextSun(session));
      });
    }
    case 'sail': {
      if (session.phase !== 'play') return 'wrong-phase';
      if (session.sailed) return 'already-sailed';
      if (action.to === session.sun) return 'same-area';
      const target = shipSpace(session, action.to);
      if (typeof target === 'string') return target;
      if (areas[session.sun]?.ships[0] === undefined) return 'no-ships';
      return done(() => {
        const ship = areas[session.sun]?.ships.shift() ?? 0;
        target.ships.push(ship);
        session.sailed = true;
        session.sailedTo = action.to;
      });
    }
    case 'endTurn': {
      if (session.phase !== 'play') return 'wrong-phase';
      if (!session.sailed) return 'not-sailed';
      const here = areas[session.sun];
      return done(() => {
        // The game ends right after the turn in which the last scientist or building is placed;
        // a waiting Icebreaker turn does not happen.
        if (gameEnd(session) !== null) {
          session.phase = 'final';
          return;
        }
        if (
          here !== undefined &&
          !session.icebreakerTurn &&
          here.icebreaker !== null &&
          here.ships[0] === here.icebreaker
        ) {
          session.acting = here.icebreaker;
          here.icebreaker = null;
          session.icebreakerTurn = true;
          session.sailed = false;
          session.sailedTo = null;
          return;
        }
        if (here !== undefined) here.icebreaker = null;
        startTurn(session, nextSun(session));
      });
    }
    case 'advanceSun': {
      if (session.phase !== 'play') return 'wrong-phase';
      const next = nextSun(session);
      if (next < 0) return 'no-ships';
      return done(() => startTurn(session, next));
    }
    case 'setIcebreaker': {
      const area = areas[action.area];
      if (area === undefined) return 'no-such-area';
      if (area.closed) return 'area-closed';
      if (action.seat !== null && area.ships[1] !== action.seat) return 'not-second-in-line';
      if (area.icebreaker === action.seat) return 'no-change';
      return done(() => {
        area.icebreaker = action.seat;
      });
    }
    case 'addShip': {
      if (!seatExists(session, action.seat)) return 'no-such-seat';
      const area = shipSpace(session, action.area);
      if (typeof area === 'string') return area;
      if ((shipsBySeat(session)[action.seat] ?? 0) >= shipLimit(session)) return 'ships-exhausted';
      return done(() => {
        area.ships.push(action.seat);
        refreshActing(session);
      });
    }
    case 'removeShip': {
      const area = areas[action.area];
      if (area === undefined) return 'no-such-area';
      if (area.ships[action.index] === undefined) return 'no-such-ship';
      return done(() => {
        area.ships.splice(action.index, 1);
        if (area.icebreaker !== null && area.ships[1] !== area.icebreaker) area.icebreaker = null;
        refreshActing(session);
      });
    }
    case 'moveShip': {
      const from = areas[action.from];
      const seat = from?.ships[action.index];
      if (from === undefined || seat === undefined) return 'no-such-ship';
      if (action.from === action.to) return 'same-area';
      const to = shipSpace(session, action.to);
      if (typeof to === 'string') return to;
      return done(() => {
        from.ships.splice(action.index, 1);
        if (from.icebreaker !== null && from.ships[1] !== from.icebreaker) from.icebreaker = null;
        to.ships.push(seat);
        refreshActing(session);
      });
    }
    case 'built': {
      if (session.phase !== 'play') return 'wrong-phase';
      const area = session.sailedTo === null ? undefined : areas[session.sailedTo];
      const player = session.acting === null ? undefined : session.players[session.acting];
      if (!session.sailed || area === undefined || player === undefined) return 'not-sailed';
      const problem =
        buildingsProblem(session, area.buildings + 1, area.buildings) ??
        scientistsProblem(session, player.color, 1) ??
        cardsProblem(session, player.color, 'buildingCards', player.buildingCards + 1) ??
        (action.asterisk === true
          ? cardsProblem(session, player.color, 'asteriskCards', player.asteriskCards + 1, 1)
          : null);
      if (problem !== null) return problem;
      return done(() => {
        area.buildings++;
        area.scientists[player.color] = (area.scientists[player.color] ?? 0) + 1;
        player.buildingCards++;
        if (action.asterisk === true) player.asteriskCards++;
      });
    }
    case 'shipBuilt': {
      if (session.phase !== 'play') return 'wrong-phase';
      const seat = session.acting;
      if (!session.sailed || seat === null) return 'not-sailed';
      const here = shipSpace(session, session.sun);
      if (typeof here === 'string') return here;
      if ((shipsBySeat(session)[seat] ?? 0) >= shipLimit(session)) return 'ships-exhausted';
      return done(() => here.ships.push(seat));
    }
    case 'setScientists': {
      const area = areas[action.area];
      if (area === undefined) return 'no-such-area';
      if (area.closed) return 'area-closed';
      if (!colorInGame(session, action.color)) return 'unknown-color';
      if (!isCount(action.count)) return 'not-a-count';
      const change = action.count - (area.scientists[action.color] ?? 0);
      if (change === 0) return 'no-change';
      const problem = scientistsProblem(session, action.color, change);
      if (problem !== null) return problem;
      return done(() => {
        if (action.count === 0) delete area.scientists[action.color];
        else area.scientists[action.color] = action.count;
      });
    }
    case 'setBuildings': {
      const area = areas[action.area];
      if (area === undefined) return 'no-such-area';
      if (area.closed) return 'area-closed';
      if (action.count === area.buildings) return 'no-change';
      const problem = buildingsProblem(session, action.count, area.buildings);
      if (problem !== null) return problem;
      return done(() => {
        area.buildings = action.count;
      });
    }
    case 'setCube': {
      const track = session.tracks[action.track];
      if (track === undefined) return 'no-such-track';
      if (track.closed) return 'track-closed';
      if (!colorInGame(session, action.color)) return 'unknown-color';
      if (!isCount(action.value) || action.value > MAX_VALUE) return 'not-a-count';
      const index = track.cubes.findIndex((cube) => cube.player === action.color);
      const before = track.cubes[index];
      if (before?.value === action.value) return 'no-change';
      if (before === undefined && !cubeLeft(session, action.color)) return 'cubes-exhausted';
      return done(() => {
        if (before !== undefined) track.cubes.splice(index, 1);
        // In line by value: a cube that moved forward passes cubes of equal value, a new or
        // corrected one stays behind them.
        const ahead = (value: number) =>
          value > action.value ||
          (value === action.value && (before === undefined || before.value > action.value));
        let at = 0;
        while (at < track.cubes.length && ahead(track.cubes[at]?.value ?? 0)) at++;
        track.cubes.splice(at, 0, { player: action.color, value: action.value });
      });
    }
    case 'addCube': {
      const track = session.tracks[action.track];
      if (track === undefined) return 'no-such-track';
      if (track.closed) return 'track-closed';
      if (!colorInGame(session, action.color)) return 'unknown-color';
      if (!isCount(action.value) || action.value > MAX_VALUE) return 'not-a-count';
      if (track.cubes.some((cube) => cube.player === action.color)) return 'duplicate-cube';
      if (!cubeLeft(session, action.color)) return 'cubes-exhausted';
      return done(() => track.cubes.push({ player: action.color, value: action.value }));
    }
    case 'moveCube': {
      const cubes = session.tracks[action.track]?.cubes;
      const other = action.index + action.by;
      if (cubes?.[action.index] === undefined || cubes[other] === undefined) return 'no-such-cube';
      return done(() => {
        const [cube] = cubes.splice(action.index, 1);
        if (cube !== undefined) cubes.splice(other, 0, cube);
      });
    }
    case 'setCubeValue': {
      const cube = session.tracks[action.track]?.cubes[action.index];
      if (cube === undefined) return 'no-such-cube';
      if (!isCount(action.value) || action.value > MAX_VALUE) return 'not-a-count';
      if (cube.value === action.value) return 'no-change';
      return done(() => {
        cube.value = action.value;
      });
    }
    case 'removeCube': {
      const cubes = session.tracks[action.track]?.cubes;
      if (cubes?.[action.index] === undefined) return 'no-such-cube';
      return done(() => cubes.splice(action.index, 1));
    }
    case 'setPlayerCount': {
      const player = session.players.find((entry) => entry.color === action.color);
      if (player === undefined) return 'unknown-color';
      if (!['buildingCards', 'asteriskCards', 'discardedResources'].includes(action.field))
        return 'invalid-option';
      if (player[action.field] === action.count) return 'no-change';
      const problem = cardsProblem(session, action.color, action.field, action.count);
      if (problem !== null) return problem;
      return done(() => {
        player[action.field] = action.count;
      });
    }
    case 'finish':
      if (session.phase !== 'play') return 'wrong-phase';
      return done(() => {
        session.phase = 'final';
      });
    case 'reopen':
      if (session.phase !== 'final') return 'wrong-phase';
      return done(() => {
        session.phase = 'play';
      });
    case 'reset':
      if (session.phase === 'setup') return 'wrong-phase';
      return done(() => Object.assign(session, newSession()));
    default:
      return 'invalid-option';
  }
}

/** What is wrong with setup choices, or null: they come from people and programs alike. */
function setupProblem(choice: SetupChoice, at: unknown): Refusal | null {
  if (typeof choice !== 'object' || choice === null || !Array.isArray(choice.players))
    return 'player-count';
  const { players } = choice;
  if (players.length < 2 || players.length > 4) return 'player-count';
  const colors = players.map((player) => player?.color);
  if (!colors.every((color) => COLORS.includes(color as Color))) return 'unknown-color';
  if (new Set(colors).size !== colors.length) return 'duplicate-color';
  if (!players.every((player) => typeof player.name === 'string' && player.name.length <= 40))
    return 'invalid-name';
  const pair = choice.closedPair;
  if (pair !== undefined && !(Number.isInteger(pair) && pair >= 0 && pair < 8))
    return 'invalid-option';
  for (const flag of [choice.startingBuildings, choice.firstGameShips])
    if (flag !== undefined && typeof flag !== 'boolean') return 'invalid-option';
  if (at !== undefined && typeof at !== 'string') return 'invalid-option';
  return null;
}

/** The area if a ship can be put there (open, a free ship space), or why not. */
function shipSpace(session: Session, index: number): Session['areas'][number] | Refusal {
  const area = session.areas[index];
  if (area === undefined) return 'no-such-area';
  if (area.closed) return 'area-closed';
  if (area.ships.length >= SHIP_SPACES) return 'area-full';
  return area;
}

/** Ships a seat may have on the board: those placed at the start, then all of its ships. */
function shipLimit(session: Session): number {
  const players = session.players.length;
  return session.phase === 'placement'
    ? shipsToPlace(players)
    : shipsPerColor(players as PlayerCount);
}

/** Whether an area may hold `count` buildings instead of `was`. */
function buildingsProblem(session: Session, count: number, was: number): Refusal | null {
  if (!isCount(count)) return 'not-a-count';
  if (count > BUILDING_SPACES_PER_AREA) return 'building-spaces-full';
  const onBoard = session.areas.reduce((sum, area) => sum + area.buildings, 0);
  if (count > was && onBoard - was + count > BUILDING_PIECES) return 'buildings-exhausted';
  return null;
}

/** Whether `change` more scientists of a colour fit on the board. */
function scientistsProblem(session: Session, color: Color, change: number): Refusal | null {
  const limit = scientistsPerColor(session.players.length as PlayerCount);
  if (change > 0 && scientistsOnBoard(session, color) + change > limit)
    return 'scientists-exhausted';
  return null;
}

/** Whether a player may hold `count` of a kind of card or discard. */
function cardsProblem(
  session: Session,
  color: Color,
  field: PlayerCountField,
  count: number,
  moreCards = 0,
): Refusal | null {
  const player = session.players.find((entry) => entry.color === color);
  if (player === undefined) return 'unknown-color';
  if (!isCount(count) || count > MAX_VALUE) return 'not-a-count';
  if (field === 'asteriskCards' && count > player.buildingCards + moreCards)
    return 'asterisk-exceeds-cards';
  if (field === 'buildingCards') {
    if (count < player.asteriskCards) return 'cards-below-asterisk';
    const taken = session.players.reduce((sum, entry) => sum + entry.buildingCards, 0);
    if (count > player.buildingCards && taken - player.buildingCards + count > BUILDING_CARDS)
      return 'cards-exhausted';
  }
  if (
    field === 'discardedResources' &&
    count > player.discardedResources &&
    count > discardable(session, color)
  )
    return 'discards-exhausted';
  return null;
}

/** What a player can have discarded at most: their ships and the cubes not on a track. */
function discardable(session: Session, color: Color): number {
  const players = session.players.length as PlayerCount;
  const onTracks = session.tracks.filter((track) =>
    track.cubes.some((cube) => cube.player === color),
  ).length;
  return shipsPerColor(players) + researchCubesPerColor(players) - onTracks;
}

/** Whether a player still has a cube to put on a track, counting the discarded ones as cubes. */
function cubeLeft(session: Session, color: Color): boolean {
  const player = session.players.find((entry) => entry.color === color);
  return player !== undefined && player.discardedResources < discardable(session, color);
}

/** A new turn with the Sun in `area`: its first ship acts. */
function startTurn(session: Session, area: number): void {
  session.sun = area < 0 ? session.sun : area;
  session.sailed = false;
  session.sailedTo = null;
  session.icebreakerTurn = false;
  session.acting = area < 0 ? null : (session.areas[area]?.ships[0] ?? null);
}

/** Keeps the acting seat in step with the Sun's line when ships are added or removed by hand. */
function refreshActing(session: Session): void {
  if (session.phase === 'play' && !session.sailed && !session.icebreakerTurn)
    session.acting = session.areas[session.sun]?.ships[0] ?? null;
}

const isCount = (value: number) => Number.isInteger(value) && value >= 0;
const seatExists = (session: Session, seat: number) =>
  Number.isInteger(seat) && seat >= 0 && seat < session.players.length;
const colorInGame = (session: Session, color: Color) =>
  session.players.some((player) => player.color === color);
