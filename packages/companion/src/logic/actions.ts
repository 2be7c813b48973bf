import { DEFAULT_EDITION, whatFollowsTurn } from '@antarctica-game/engine/helpers';
import {
  buildingsProblem,
  cardsProblem,
  colorInGame,
  cubeLeft,
  isCount,
  MAX_VALUE,
  refreshActing,
  scientistsProblem,
  seatExists,
  setupProblem,
  shipLeft,
  shipLimit,
  shipSpace,
  startTurn,
} from './action-limits.js';
import type { CompanionAction, Refusal } from './action-types.js';
import { gameEndReasonOf } from './game-end.js';
import {
  newSession,
  nextPlacer,
  type Session,
  sessionRules,
  shipsBySeat,
  startSession,
} from './session.js';
import {
  canSailTo,
  cardTimeNow,
  frontShipIsNew,
  icebreakerAreas,
  nextSun,
  secondIndex,
  turnStopped,
} from './turns.js';

export type { CompanionAction, PlayerCountField, Refusal } from './action-types.js';

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
      // The engine's rule, which the checks above name the reasons of.
      if (!canSailTo(session, action.to)) return 'area-full';
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
        // The engine's order: the game ends right after the turn in which the last scientist or
        // building is placed (a waiting Icebreaker turn does not happen); else an Icebreaker
        // turn, for the ship now at the front of the line (it was second); else the Sun moves.
        const front = here?.ships[0];
        const icebreaker = here?.icebreaker ?? null;
        const next = whatFollowsTurn(sessionRules(session).icebreakerBinding, {
          gameEnd: gameEndReasonOf(session),
          icebreakerTurn: session.icebreakerTurn,
          icebreakerSeat: icebreaker,
          second:
            front === undefined
              ? undefined
              : {
                  seat: front,
                  // The tally drops an Icebreaker bound to its ship once that ship is no longer
                  // second (see `shipLeft`): one still waiting is on the front ship if its own.
                  sameShip: front === icebreaker,
                  builtThisTurn: frontShipIsNew(session),
                },
        });
        if (next === 'gameEnds') {
          session.phase = 'final';
          return;
        }
        if (here !== undefined && next === 'icebreakerTurn') {
          session.acting = front ?? null;
          here.icebreaker = null;
          session.icebreakerTurn = true;
          session.builtThisTurn = 0;
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
      if (action.seat !== null && area.ships[secondIndex(session, action.area)] !== action.seat)
        return 'not-second-in-line';
      if (area.icebreaker === action.seat) return 'no-change';
      return done(() => {
        area.icebreaker = action.seat;
      });
    }
    case 'playIcebreaker': {
      if (session.phase !== 'play') return 'wrong-phase';
      const area = areas[action.area];
      if (area === undefined) return 'no-such-area';
      if (area.closed) return 'area-closed';
      if (session.acting === null) return 'no-ships';
      if (area.icebreaker === session.acting) return 'no-change';
      if (turnStopped(session)) return 'turn-over';
      if (!cardTimeNow(session)) return 'not-sailed';
      if (!icebreakerAreas(session).includes(action.area)) return 'not-second-in-line';
      return done(() => {
        area.icebreaker = session.acting;
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
        shipLeft(session, action.area, action.index);
        area.ships.splice(action.index, 1);
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
        shipLeft(session, action.from, action.index);
        from.ships.splice(action.index, 1);
        to.ships.push(seat);
        refreshActing(session);
      });
    }
    case 'built': {
      if (session.phase !== 'play') return 'wrong-phase';
      const area = session.sailedTo === null ? undefined : areas[session.sailedTo];
      const player = session.acting === null ? undefined : session.players[session.acting];
      if (!session.sailed || area === undefined || player === undefined) return 'not-sailed';
      if (turnStopped(session)) return 'turn-over';
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
      if (turnStopped(session)) return 'turn-over';
      const here = shipSpace(session, session.sun);
      if (typeof here === 'string') return here;
      if ((shipsBySeat(session)[seat] ?? 0) >= shipLimit(session)) return 'ships-exhausted';
      return done(() => {
        here.ships.push(seat);
        session.builtThisTurn = (session.builtThisTurn ?? 0) + 1;
      });
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
    case 'orderCube': {
      const cubes = session.tracks[action.track]?.cubes;
      if (cubes === undefined) return 'no-such-track';
      const from = cubes.findIndex((cube) => cube.player === action.color);
      const other = cubes.findIndex((cube) => cube.player === action.other);
      if (from < 0 || other < 0 || from === other) return 'no-such-cube';
      if (action.ahead ? from === other - 1 : from === other + 1) return 'no-change';
      return done(() => {
        const [cube] = cubes.splice(from, 1);
        const at = cubes.findIndex((entry) => entry.player === action.other);
        if (cube !== undefined) cubes.splice(action.ahead ? at : at + 1, 0, cube);
      });
    }
    case 'openingCube': {
      if (session.phase !== 'placement') return 'wrong-phase';
      const color = session.players[1]?.color;
      if (session.players.length !== 2 || color === undefined) return 'player-count';
      const track = session.tracks[action.track];
      if (track === undefined) return 'no-such-track';
      if (track.closed) return 'track-closed';
      if (track.cubes.some((cube) => cube.player === color)) return 'no-change';
      return done(() => {
        for (const other of session.tracks)
          other.cubes = other.cubes.filter((cube) => cube.player !== color);
        track.cubes.push({ player: color, value: 0 });
      });
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
