import { mulberry32Next, mulberry32Unit } from '@antarctica-game/foundation/random';
import { scoreSheet, validateScoreSheet } from '@antarctica-game/scoring';
import { describe, expect, it } from 'vitest';
import { type CompanionAction, reduce } from './actions.js';
import { liveScores, sessionToSheet } from './score.js';
import { newSession, nextPlacer, type Session } from './session.js';
import { isSession } from './storage.js';
import { canSailTo } from './turns.js';

/** A small seeded generator (mulberry32), so that a failure can be replayed. */
function random(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = mulberry32Next(state);
    return Math.floor(mulberry32Unit(state) * below);
  };
}

const COLORS = ['red', 'blue', 'green', 'yellow'] as const;

/** Any action at all, many of them impossible: the reducer must refuse those. */
function anyAction(session: Session, pick: (below: number) => number): CompanionAction {
  const area = pick(9) - (pick(10) === 0 ? 1 : 0);
  const color = COLORS[pick(4)] ?? 'red';
  const count = pick(20) === 0 ? pick(60) : pick(6);
  const seat = pick(5);
  const kinds: CompanionAction[] = [
    { type: 'place', area },
    { type: 'begin' },
    { type: 'sail', to: area },
    { type: 'endTurn' },
    { type: 'built', asterisk: pick(2) === 0 },
    { type: 'shipBuilt' },
    { type: 'addShip', area, seat },
    { type: 'removeShip', area, index: pick(3) },
    { type: 'moveShip', from: area, index: pick(3), to: pick(8) },
    { type: 'setIcebreaker', area, seat: pick(2) === 0 ? null : seat },
    { type: 'setScientists', area, color, count: count * 2 },
    { type: 'setBuildings', area, count: count * 3 },
    { type: 'setCube', track: pick(6), color, value: pick(120) },
    { type: 'addCube', track: pick(5), color, value: pick(101) },
    { type: 'moveCube', track: pick(5), index: pick(4), by: pick(2) === 0 ? -1 : 1 },
    { type: 'removeCube', track: pick(5), index: pick(4) },
    {
      type: 'setPlayerCount',
      color,
      field:
        (['buildingCards', 'asteriskCards', 'discardedResources'] as const)[pick(3)] ??
        'buildingCards',
      count: count * 4,
    },
    { type: 'finish' },
    { type: 'reopen' },
  ];
  // Mostly the moves of a real game, so that games get far.
  if (session.phase === 'placement' && nextPlacer(session) !== null && pick(3) > 0)
    return { type: 'place', area: pick(8) };
  if (session.phase === 'play' && !session.sailed && pick(2) === 0) {
    const to = [...Array(8).keys()].filter((index) => canSailTo(session, index));
    return { type: 'sail', to: to[pick(to.length)] ?? 0 };
  }
  return kinds[pick(kinds.length)] as CompanionAction;
}

/** What the scorer says of a session's sheet, checked in full. */
function expectScorable(session: Session, context: string): void {
  const sheet = sessionToSheet(session);
  const checked = validateScoreSheet(sheet);
  expect(checked.ok ? [] : checked.errors, context).toEqual([]);
  expect(liveScores(session), context).toEqual(scoreSheet(sheet));
}

describe('every session the companion holds can be scored without validating it again', () => {
  it('after any sequence of actions, possible or not (2-4 players, 150 seeded games)', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const pick = random(seed);
      const players = 2 + (seed % 3);
      let session = reduce(newSession(), {
        type: 'start',
        choice: {
          players: COLORS.slice(0, players).map((color) => ({ color, name: color })),
          closedPair: pick(4),
          firstGameShips: pick(2) === 0,
          startingBuildings: pick(4) > 0,
        },
      });
      for (let step = 0; step < 150; step++) {
        session = reduce(session, anyAction(session, pick));
        expect(isSession(session), `seed ${seed}, step ${step}`).toBe(true);
      }
      expectScorable(session, `seed ${seed}`);
    }
  });

  it('and a saved or imported session that breaks a limit of the box is refused', () => {
    const pick = random(7);
    let session = reduce(newSession(), {
      type: 'start',
      choice: { players: COLORS.slice(0, 2).map((color) => ({ color, name: color })) },
    });
    session = reduce(session, { type: 'begin' });
    const broken: Array<(copy: Session) => void> = [
      (copy) => {
        copy.areas[0] = { ...copy.areas[0]!, scientists: { red: 17 } };
      },
      (copy) => {
        copy.areas[2]!.buildings = 15;
      },
      (copy) => {
        for (const area of copy.areas) if (!area.closed) area.buildings = 9;
      },
      (copy) => {
        copy.areas[1]!.scientists = { blue: 1 };
      },
      (copy) => {
        copy.areas[0]!.closed = true;
      },
      (copy) => {
        copy.tracks[4]!.closed = false;
      },
      (copy) => {
        copy.tracks[4]!.cubes = [{ player: 'red', value: 1 }];
      },
      (copy) => {
        copy.tracks[0]!.cubes = [
          { player: 'red', value: 3 },
          { player: 'red', value: 1 },
        ];
      },
      (copy) => {
        copy.tracks[0]!.cubes = [{ player: 'red', value: 100 }];
      },
      (copy) => {
        copy.players[0]!.buildingCards = 40;
      },
      (copy) => {
        copy.players[1]!.asteriskCards = 1;
      },
      (copy) => {
        copy.players[1]!.discardedResources = 10;
      },
      (copy) => {
        copy.players[1]!.name = 'x'.repeat(41);
      },
    ];
    for (const [index, breakIt] of broken.entries()) {
      const copy = structuredClone(session);
      breakIt(copy);
      expect(isSession(copy), `change ${index}`).toBe(false);
    }
    // And random changes to the numbers: whatever is accepted scores as the scorer says.
    for (let round = 0; round < 2000; round++) {
      const copy = structuredClone(session);
      const area = copy.areas[pick(8)]!;
      area.buildings = pick(16);
      area.scientists = { red: pick(18), blue: pick(3) };
      const player = copy.players[pick(2)]!;
      player.buildingCards = pick(45);
      player.asteriskCards = pick(5);
      player.discardedResources = pick(12);
      copy.tracks[pick(5)]!.cubes = [{ player: 'blue', value: pick(102) }];
      if (isSession(copy)) expectScorable(copy, `round ${round}`);
    }
  });
});
