import {
  BUILDING_SPACES_PER_AREA,
  type Color,
  type PlayerCount,
  researchCubesPerColor,
  scientistsPerColor,
  shipsPerColor,
} from '@antarctica-game/scoring';
import {
  type Language,
  newSession,
  type Session,
  type SetupChoice,
  SHIP_SPACES,
  startSession,
} from './session.js';
import { canSailTo, nextSun } from './turns.js';

/** Everything the companion can do to a session. */
export type CompanionAction =
  | { type: 'start'; choice: SetupChoice }
  | { type: 'setLanguage'; language: Language }
  | { type: 'sail'; to: number }
  | { type: 'endTurn' }
  | { type: 'advanceSun' }
  | { type: 'setIcebreaker'; area: number; seat: number | null }
  | { type: 'addShip'; area: number; seat: number }
  | { type: 'removeShip'; area: number; index: number }
  | { type: 'moveShip'; from: number; index: number; to: number }
  | { type: 'setScientists'; area: number; color: Color; count: number }
  | { type: 'setBuildings'; area: number; count: number }
  | { type: 'addCube'; track: number; color: Color; value: number }
  | { type: 'moveCube'; track: number; index: number; by: -1 | 1 }
  | { type: 'setCubeValue'; track: number; index: number; value: number }
  | { type: 'removeCube'; track: number; index: number }
  | {
      type: 'setPlayerCount';
      color: Color;
      field: 'buildingCards' | 'asteriskCards' | 'discardedResources';
      count: number;
    }
  | { type: 'finish' }
  | { type: 'reopen' }
  | { type: 'reset' };

/**
 * Applies an action to a session, returning a new session, or the same one when the action is
 * not possible now (the rules or the box forbid it): the caller can tell by identity.
 */
export function reduce(session: Session, action: CompanionAction): Session {
  const next = structuredClone(session);
  return apply(next, action) ? next : session;
}

function apply(session: Session, action: CompanionAction): boolean {
  const { areas } = session;
  switch (action.type) {
    case 'start': {
      const started = startSession({ ...action.choice, language: session.language });
      started.sun = nextSun(started);
      Object.assign(session, started);
      session.acting = session.areas[session.sun]?.ships[0] ?? null;
      return true;
    }
    case 'setLanguage':
      session.language = action.language;
      return true;
    case 'sail': {
      if (session.phase !== 'play' || session.sailed || !canSailTo(session, action.to))
        return false;
      const ship = areas[session.sun]?.ships.shift();
      if (ship === undefined) return false;
      areas[action.to]?.ships.push(ship);
      session.sailed = true;
      return true;
    }
    case 'endTurn': {
      if (session.phase !== 'play' || !session.sailed) return false;
      const here = areas[session.sun];
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
        return true;
      }
      if (here !== undefined) here.icebreaker = null;
      return moveSun(session);
    }
    case 'advanceSun':
      if (session.phase !== 'play') return false;
      return moveSun(session);
    case 'setIcebreaker': {
      const area = areas[action.area];
      if (area === undefined || area.closed) return false;
      if (action.seat !== null && area.ships[1] !== action.seat) return false;
      area.icebreaker = action.seat;
      return true;
    }
    case 'addShip': {
      const area = areas[action.area];
      if (
        area === undefined ||
        area.closed ||
        area.ships.length >= SHIP_SPACES ||
        !seatExists(session, action.seat)
      )
        return false;
      area.ships.push(action.seat);
      refreshActing(session);
      return true;
    }
    case 'removeShip': {
      const area = areas[action.area];
      if (area === undefined || area.ships[action.index] === undefined) return false;
      area.ships.splice(action.index, 1);
      if (area.icebreaker !== null && area.ships[1] !== area.icebreaker) area.icebreaker = null;
      refreshActing(session);
      return true;
    }
    case 'moveShip': {
      const from = areas[action.from];
      const to = areas[action.to];
      const seat = from?.ships[action.index];
      if (from === undefined || to === undefined || seat === undefined || action.from === action.to)
        return false;
      if (to.closed || to.ships.length >= SHIP_SPACES) return false;
      from.ships.splice(action.index, 1);
      to.ships.push(seat);
      refreshActing(session);
      return true;
    }
    case 'setScientists': {
      const area = areas[action.area];
      if (
        area === undefined ||
        area.closed ||
        !colorInGame(session, action.color) ||
        !isCount(action.count)
      )
        return false;
      const elsewhere = areas.reduce(
        (sum, other, index) =>
          sum + (index === action.area ? 0 : (other.scientists[action.color] ?? 0)),
        0,
      );
      if (elsewhere + action.count > scientistsPerColor(session.players.length as PlayerCount))
        return false;
      if (action.count === 0) delete area.scientists[action.color];
      else area.scientists[action.color] = action.count;
      return true;
    }
    case 'setBuildings': {
      const area = areas[action.area];
      if (
        area === undefined ||
        area.closed ||
        !isCount(action.count) ||
        action.count > BUILDING_SPACES_PER_AREA
      )
        return false;
      area.buildings = action.count;
      return true;
    }
    case 'addCube': {
      const track = session.tracks[action.track];
      if (
        track === undefined ||
        track.closed ||
        !colorInGame(session, action.color) ||
        !isCount(action.value)
      )
        return false;
      if (track.cubes.some((cube) => cube.player === action.color)) return false;
      track.cubes.push({ player: action.color, value: action.value });
      return true;
    }
    case 'moveCube': {
      const cubes = session.tracks[action.track]?.cubes;
      const other = action.index + action.by;
      if (cubes === undefined || cubes[action.index] === undefined || cubes[other] === undefined)
        return false;
      const [cube] = cubes.splice(action.index, 1);
      if (cube !== undefined) cubes.splice(other, 0, cube);
      return true;
    }
    case 'setCubeValue': {
      const cube = session.tracks[action.track]?.cubes[action.index];
      if (cube === undefined || !isCount(action.value) || action.value > 99) return false;
      cube.value = action.value;
      return true;
    }
    case 'removeCube': {
      const cubes = session.tracks[action.track]?.cubes;
      if (cubes?.[action.index] === undefined) return false;
      cubes.splice(action.index, 1);
      return true;
    }
    case 'setPlayerCount': {
      const player = session.players.find((entry) => entry.color === action.color);
      if (player === undefined || !isCount(action.count) || action.count > 39) return false;
      if (action.field === 'asteriskCards' && action.count > player.buildingCards) return false;
      if (action.field === 'buildingCards' && action.count < player.asteriskCards) return false;
      if (
        action.field === 'discardedResources' &&
        action.count > discardable(session, action.color)
      )
        return false;
      player[action.field] = action.count;
      return true;
    }
    case 'finish':
      if (session.phase !== 'play') return false;
      session.phase = 'final';
      return true;
    case 'reopen':
      if (session.phase !== 'final') return false;
      session.phase = 'play';
      return true;
    case 'reset':
      Object.assign(session, newSession(session.language));
      return true;
  }
}

function moveSun(session: Session): boolean {
  const next = nextSun(session);
  if (next < 0) return false;
  session.sun = next;
  session.sailed = false;
  session.icebreakerTurn = false;
  session.acting = session.areas[next]?.ships[0] ?? null;
  return true;
}

/** Keeps the acting seat in step with the Sun's line when ships are added or removed by hand. */
function refreshActing(session: Session): void {
  if (!session.sailed && !session.icebreakerTurn)
    session.acting = session.areas[session.sun]?.ships[0] ?? null;
}

/** Ships and the cubes not on a track: what a player can have discarded at most. */
function discardable(session: Session, color: Color): number {
  const players = session.players.length as PlayerCount;
  const onTracks = session.tracks.filter((track) =>
    track.cubes.some((cube) => cube.player === color),
  ).length;
  return shipsPerColor(players) + researchCubesPerColor(players) - onTracks;
}

const isCount = (value: number) => Number.isInteger(value) && value >= 0;
const seatExists = (session: Session, seat: number) =>
  Number.isInteger(seat) && seat >= 0 && seat < session.players.length;
const colorInGame = (session: Session, color: Color) =>
  session.players.some((player) => player.color === color);
