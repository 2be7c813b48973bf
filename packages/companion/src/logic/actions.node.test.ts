// The quick tally's actions, one describe per rule they follow (the rules themselves are the
// engine's, asked through its helpers entry; rule-readings.node.test.ts names the readings).
// Over 400 lines: each rule's tests share the helpers above them, and are read together.
import { DEFAULT_EDITION } from '@antarctica-game/engine/helpers';
import { scoreSheet } from '@antarctica-game/scoring';
import { describe, expect, it } from 'vitest';
import { play } from '../__fixtures__/play.js';
import { loadMessages } from '../i18n/messages.js';
import { type CompanionAction, reduce, refusal } from './actions.js';
import { buildingCardsInGame, gameEnd } from './game-end.js';
import { liveScores, sessionToSheet } from './score.js';
import { newSession, nextPlacer, type Session } from './session.js';
import { resultSummary } from './summary.js';
import { actingSeat, canSailTo, upcomingTurns } from './turns.js';

const players = [
  { color: 'red' as const, name: 'Alice' },
  { color: 'blue' as const, name: 'Bob' },
  { color: 'green' as const, name: 'Chloe' },
  { color: 'yellow' as const, name: 'Dan' },
];

/** A game with the first-game layout, its first turn begun. */
const started = (count: 2 | 3 | 4 = 4): Session =>
  play(
    newSession(),
    { type: 'start', choice: { players: players.slice(0, count) } },
    { type: 'begin' },
  );

/** A game set up for free placement, ships not yet placed. */
const placing = (count: 2 | 3 | 4): Session =>
  play(newSession(), {
    type: 'start',
    choice: { players: players.slice(0, count), firstGameShips: false },
  });

describe('setup: placing the ships in the rulebook order (setup step 5)', () => {
  it.each([2, 3, 4] as const)(
    'walks %i players through the edition’s order, the Sun waiting in its starting area',
    (count) => {
      let session = placing(count);
      expect(session.phase).toBe('placement');
      expect(session.sun).toBe(DEFAULT_EDITION.sunStart);
      const order = DEFAULT_EDITION.placementOrder[count];
      const open = session.areas.flatMap((area, index) => (area.closed ? [] : [index]));
      const seen: number[] = [];
      for (const [step, seat] of order.entries()) {
        expect(nextPlacer(session)).toBe(seat);
        expect(refusal(session, { type: 'begin' })).toBe('placement-incomplete');
        session = play(session, { type: 'place', area: open[step % open.length] ?? 0 });
        seen.push(seat);
        expect(session.sun).toBe(DEFAULT_EDITION.sunStart);
      }
      expect(seen).toEqual(order);
      expect(nextPlacer(session)).toBeNull();
      expect(refusal(session, { type: 'place', area: 2 })).toBe('placement-complete');
      // The Sun moves at the start of the first turn too, to the next area with ships.
      session = play(session, { type: 'begin' });
      expect(session.phase).toBe('play');
      expect(session.sun).not.toBe(DEFAULT_EDITION.sunStart);
      expect(session.sun).toBeGreaterThanOrEqual(0);
      expect(actingSeat(session)).toBe(session.areas[session.sun]?.ships[0]);
    },
  );

  it('follows A, B, C, C, A, B, B, C, A at 3 players, as the rulebook writes it', () => {
    let session = placing(3);
    const seats: Array<number | null> = [];
    for (let area = 0; area < 9; area++) {
      seats.push(nextPlacer(session));
      session = play(session, { type: 'place', area: area % 8 });
    }
    expect(seats.map((seat) => 'ABC'[seat ?? 9])).toEqual([...'ABCCABBCA']);
  });

  it('never puts the Sun at -1: a game without ships cannot begin, and is still a valid session', () => {
    const session = placing(2);
    expect(reduce(session, { type: 'begin' })).toBe(session);
    expect(reduce(session, { type: 'sail', to: 3 })).toBe(session);
    expect(session.sun).toBe(0);
  });

  it('puts a placed ship behind those already in the area, not into a full or closed area', () => {
    let session = placing(2);
    session = play(session, { type: 'place', area: 0 }, { type: 'place', area: 0 });
    expect(session.areas[0]?.ships).toEqual([0, 1]);
    session = play(session, { type: 'place', area: 0 });
    expect(refusal(session, { type: 'place', area: 0 })).toBe('area-full');
    expect(refusal(session, { type: 'place', area: 1 })).toBe('area-closed');
  });

  it('lets the layout be corrected before the first turn, within the ships each player places', () => {
    let session = play(newSession(), { type: 'start', choice: { players } });
    expect(session.phase).toBe('placement');
    expect(session.firstGame).toBe(true);
    expect(nextPlacer(session)).toBeNull();
    expect(refusal(session, { type: 'addShip', area: 0, seat: 0 })).toBe('ships-exhausted');
    session = play(
      session,
      { type: 'removeShip', area: 1, index: 0 },
      { type: 'addShip', area: 5, seat: 0 },
    );
    expect(session.areas[5]?.ships).toEqual([0, 0]);
    session = play(session, { type: 'begin' });
    expect(session.sun).toBe(2);
  });
});

describe('starting a game from a program', () => {
  it.each([
    [[players[0]], 'player-count'],
    [[...players, { color: 'red', name: 'Eve' }], 'player-count'],
    [[players[0], { color: 'red', name: 'Ann' }], 'duplicate-color'],
    [[players[0], { color: 'purple', name: 'Ann' }], 'unknown-color'],
    [[players[0], { color: 'blue', name: 42 }], 'invalid-name'],
    [[players[0], null], 'unknown-color'],
  ] as const)('refuses the players %j (%s) without throwing', (list, code) => {
    const session = newSession();
    const action = { type: 'start', choice: { players: list } } as unknown as CompanionAction;
    expect(refusal(session, action)).toBe(code);
    expect(reduce(session, action)).toBe(session);
  });

  it('refuses setup options of the wrong kind and actions of the wrong shape', () => {
    const session = newSession();
    const choice = { players: players.slice(0, 2) };
    for (const odd of [
      { ...choice, closedPair: 9 },
      { ...choice, firstGameShips: 'yes' },
      null,
      { players: 'four' },
    ]) {
      const action = { type: 'start', choice: odd } as unknown as CompanionAction;
      expect(reduce(session, action)).toBe(session);
    }
    expect(refusal(session, { type: 'dance' } as unknown as CompanionAction)).toBe(
      'invalid-option',
    );
  });
});

describe('turns', () => {
  it('starts the first turn in the first area with ships counter-clockwise of the Sun’s start', () => {
    const session = started(4);
    expect(session.phase).toBe('play');
    expect(session.sun).toBe(1);
    expect(actingSeat(session)).toBe(0);
  });

  it('closes two opposite areas and the tracks marked 3 and 4 for 2 players', () => {
    const session = started(2);
    expect(session.areas.flatMap((area, index) => (area.closed ? [index] : []))).toEqual([1, 5]);
    expect(session.tracks.map((track) => track.closed)).toEqual([false, false, false, true, true]);
  });

  it('sails the acting ship to the end of the target line, never back, into a full or a closed area', () => {
    let session = started(2);
    expect(canSailTo(session, session.sun)).toBe(false);
    expect(refusal(session, { type: 'sail', to: session.sun })).toBe('same-area');
    expect(refusal(session, { type: 'sail', to: 1 })).toBe('area-closed');
    const from = session.sun;
    const to = session.areas.findIndex((area, index) => index !== from && !area.closed);
    session = play(session, { type: 'sail', to });
    expect(session.sailedTo).toBe(to);
    expect(session.areas[to]?.ships.at(-1)).toBe(started(2).areas[from]?.ships[0]);
    expect(refusal(session, { type: 'sail', to: 7 })).toBe('already-sailed');
  });

  it('moves the Sun on to the next area with ships after the turn, skipping empty areas', () => {
    let session = started(4);
    session = play(session, { type: 'sail', to: 0 }, { type: 'endTurn' });
    expect(session.sun).toBe(2);
    expect(session.sailedTo).toBeNull();
    expect(actingSeat(session)).toBe(1);
  });

  it('gives an Icebreaker turn to the owner of the second ship, then moves the Sun on', () => {
    let session = started(4);
    session = play(
      session,
      { type: 'addShip', area: 2, seat: 3 },
      { type: 'setIcebreaker', area: 2, seat: 3 },
      { type: 'sail', to: 5 },
      { type: 'endTurn' },
    );
    expect(session.sun).toBe(2);
    session = play(session, { type: 'sail', to: 6 }, { type: 'endTurn' });
    expect(session.icebreakerTurn).toBe(true);
    expect(actingSeat(session)).toBe(3);
    session = play(session, { type: 'sail', to: 7 }, { type: 'endTurn' });
    expect(session.icebreakerTurn).toBe(false);
    expect(session.sun).toBe(3);
  });

  it('gives no Icebreaker turn to a ship built this turn (rules decision 21: building takes the whole turn)', () => {
    let session = started(4);
    session = play(session, { type: 'sail', to: 0 }, { type: 'endTurn' });
    const sun = session.sun;
    const seat = actingSeat(session) as number;
    // The acting ship is alone in the Sun's line, with its owner's Icebreaker set there before.
    session.areas[sun]!.ships = [seat, seat];
    session = play(session, { type: 'setIcebreaker', area: sun, seat });
    session.areas[sun]!.ships = [seat];
    const to = session.areas.findIndex((area, index) => index !== sun && !area.closed);
    session = play(session, { type: 'sail', to }, { type: 'shipBuilt' });
    expect(session.areas[sun]?.ships).toEqual([seat]);
    expect(upcomingTurns(session, 1)[0]?.icebreaker).toBe(false);
    session = play(session, { type: 'endTurn' });
    expect(session.icebreakerTurn).toBe(false);
    expect(session.sun).not.toBe(sun);
  });

  it('forecasts the next turns counter-clockwise, with waiting Icebreakers', () => {
    const session = play(
      started(4),
      { type: 'addShip', area: 3, seat: 1 },
      { type: 'setIcebreaker', area: 3, seat: 1 },
    );
    expect(
      upcomingTurns(session, 4).map((turn) => [turn.seat, turn.area, turn.icebreaker]),
    ).toEqual([
      [1, 2, false],
      [2, 3, false],
      [1, 3, true],
      [3, 4, false],
    ]);
  });

  it('leaves the ship about to sail out of the forecast', () => {
    // Four players, one ship per area: after a full round the Sun comes back to the acting
    // ship's area, which will then be empty (the ship will have sailed away).
    const session = started(4);
    const turns = upcomingTurns(session, 7);
    expect(turns.map((turn) => turn.area)).toEqual([2, 3, 4, 5, 6, 7, 0]);
    expect(turns.some((turn) => turn.area === session.sun)).toBe(false);
  });

  it('puts a waiting Icebreaker in the Sun’s area first in the forecast', () => {
    let session = play(started(4), { type: 'addShip', area: 1, seat: 2 });
    session = play(session, { type: 'setIcebreaker', area: 1, seat: 2 });
    expect(upcomingTurns(session, 2)[0]).toEqual({ seat: 2, area: 1, icebreaker: true });
  });
});

describe('recording a turn', () => {
  it('records a building in the target area: a building, a scientist, a Building Card', () => {
    let session = play(started(4), { type: 'sail', to: 5 });
    expect(refusal(started(4), { type: 'built' })).toBe('not-sailed');
    session = play(session, { type: 'built' });
    expect(session.areas[5]?.buildings).toBe(2);
    expect(session.areas[5]?.scientists.red).toBe(1);
    expect(session.players[0]?.buildingCards).toBe(1);
    expect(session.players[0]?.asteriskCards).toBe(0);
    session = play(session, { type: 'built', asterisk: true });
    expect(session.players[0]?.asteriskCards).toBe(1);
  });

  it('puts a ship built last in line in the Sun’s area, within the player’s ships', () => {
    let session = play(started(4), { type: 'sail', to: 5 }, { type: 'shipBuilt' });
    expect(session.areas[1]?.ships).toEqual([0]);
    session = play(session, { type: 'shipBuilt' });
    // 4 ships per colour at 4 players: 2 on the board at the start, 2 built.
    expect(refusal(session, { type: 'shipBuilt' })).toBe('ships-exhausted');
  });

  it('keeps cubes in line by the value read off the track', () => {
    let session = started(4);
    session = play(
      session,
      { type: 'setCube', track: 0, color: 'red', value: 5 },
      { type: 'setCube', track: 0, color: 'blue', value: 7 },
      { type: 'setCube', track: 0, color: 'green', value: 5 },
    );
    expect(session.tracks[0]?.cubes.map((cube) => cube.player)).toEqual(['blue', 'red', 'green']);
    // Green advances to the value Blue is on: it passed Red and reaches Blue's number.
    session = play(session, { type: 'setCube', track: 0, color: 'green', value: 7 });
    expect(session.tracks[0]?.cubes.map((cube) => cube.player)).toEqual(['green', 'blue', 'red']);
    session = play(session, { type: 'setCube', track: 0, color: 'red', value: 12 });
    expect(session.tracks[0]?.cubes.map((cube) => [cube.player, cube.value])).toEqual([
      ['red', 12],
      ['green', 7],
      ['blue', 7],
    ]);
    expect(refusal(session, { type: 'setCube', track: 0, color: 'red', value: 12 })).toBe(
      'no-change',
    );
    expect(refusal(session, { type: 'setCube', track: 0, color: 'red', value: -1 })).toBe(
      'not-a-count',
    );
    expect(refusal(started(2), { type: 'setCube', track: 4, color: 'red', value: 1 })).toBe(
      'track-closed',
    );
  });
});

describe('what the box and the rules allow', () => {
  it('refuses tallies the box cannot hold, with the reason', () => {
    let session = started(4);
    session = play(session, { type: 'setScientists', area: 0, color: 'red', count: 12 });
    expect(refusal(session, { type: 'setScientists', area: 2, color: 'red', count: 1 })).toBe(
      'scientists-exhausted',
    );
    expect(refusal(session, { type: 'setBuildings', area: 2, count: 15 })).toBe(
      'building-spaces-full',
    );
    expect(
      refusal(session, { type: 'setPlayerCount', color: 'red', field: 'asteriskCards', count: 1 }),
    ).toBe('asterisk-exceeds-cards');
    for (let area = 0; area < 3; area++)
      session = play(session, { type: 'setBuildings', area, count: 14 });
    // 3 × 14 and the 5 other starting buildings: the box's 47 pieces.
    expect(session.areas.reduce((sum, area) => sum + area.buildings, 0)).toBe(47);
    expect(refusal(session, { type: 'setBuildings', area: 4, count: 2 })).toBe(
      'buildings-exhausted',
    );
    session = play(
      session,
      { type: 'setPlayerCount', color: 'red', field: 'buildingCards', count: 20 },
      { type: 'setPlayerCount', color: 'blue', field: 'buildingCards', count: 19 },
    );
    expect(
      refusal(session, {
        type: 'setPlayerCount',
        color: 'green',
        field: 'buildingCards',
        count: 1,
      }),
    ).toBe('cards-exhausted');
    expect(
      refusal(session, {
        type: 'setPlayerCount',
        color: 'green',
        field: 'discardedResources',
        count: 10,
      }),
    ).toBe('discards-exhausted');
  });
});

describe('the end of the game (rulebook: the last scientist or the last building)', () => {
  it('is noticed when a player has placed their last scientist, and the turn then ends the game', () => {
    let session = play(started(4), { type: 'sail', to: 5 });
    session = play(session, { type: 'setScientists', area: 0, color: 'blue', count: 11 });
    expect(gameEnd(session)).toBeNull();
    session = play(session, { type: 'setScientists', area: 3, color: 'blue', count: 1 });
    expect(gameEnd(session)).toEqual({ reason: 'last-scientist', color: 'blue' });
    session = play(session, { type: 'endTurn' });
    expect(session.phase).toBe('final');
  });

  it('does not give the waiting Icebreaker its turn once the game has ended', () => {
    let session = play(
      started(4),
      { type: 'addShip', area: 1, seat: 3 },
      { type: 'setIcebreaker', area: 1, seat: 3 },
      { type: 'sail', to: 5 },
      { type: 'setScientists', area: 0, color: 'red', count: 12 },
      { type: 'endTurn' },
    );
    expect(session.phase).toBe('final');
    expect(session.icebreakerTurn).toBe(false);
    session = play(session, { type: 'reopen' });
    expect(session.phase).toBe('play');
  });

  it('is noticed when the last Building Card is taken: all 39 at 4 players, provisional counts at 2 and 3', () => {
    expect(buildingCardsInGame(4)).toBe(39);
    expect(buildingCardsInGame(3)).toBeLessThan(39);
    expect(buildingCardsInGame(2)).toBeLessThan(buildingCardsInGame(3));
    let session = play(started(4), {
      type: 'setPlayerCount',
      color: 'red',
      field: 'buildingCards',
      count: 38,
    });
    expect(gameEnd(session)).toBeNull();
    session = play(session, {
      type: 'setPlayerCount',
      color: 'blue',
      field: 'buildingCards',
      count: 1,
    });
    expect(gameEnd(session)).toEqual({ reason: 'last-building', cards: 39, provisional: false });
    const two = play(started(2), {
      type: 'setPlayerCount',
      color: 'red',
      field: 'buildingCards',
      count: buildingCardsInGame(2),
    });
    expect(gameEnd(two)).toMatchObject({ reason: 'last-building', provisional: true });
  });
});

describe('scores', () => {
  it('scores the tally exactly as the scorer scores its sheet', () => {
    const session = play(
      started(4),
      { type: 'setScientists', area: 0, color: 'red', count: 3 },
      { type: 'setScientists', area: 0, color: 'blue', count: 3 },
      { type: 'setScientists', area: 0, color: 'green', count: 1 },
      { type: 'setBuildings', area: 0, count: 8 },
      { type: 'setCube', track: 0, color: 'blue', value: 7 },
    );
    const live = liveScores(session);
    expect(live).toEqual(scoreSheet(sessionToSheet(session)));
    expect(
      live.categories
        .find((category) => category.index === 0 && category.kind === 'area')
        ?.players.map((entry) => entry.points),
    ).toEqual([16, 16, 3, 0]);
  });

  it('sums up the result as text in each language, the winner and every player by place', async () => {
    const session = play(started(2), { type: 'setScientists', area: 0, color: 'blue', count: 2 });
    await Promise.all([loadMessages('fr'), loadMessages('pl')]);
    expect(resultSummary(session, 'en').split('\n')).toEqual([
      'Antarctica — Winner: Bob (most Victory Points)',
      '1. Bob: 4 VP (First places: 1, Building Cards: 0)',
      '2. Alice: 0 VP (First places: 0, Building Cards: 0)',
    ]);
    expect(resultSummary(session, 'fr').split('\n')[1]).toBe(
      '1. Bob: 4 PV (Premières places: 1, Cartes Bâtiment: 0)',
    );
    expect(resultSummary(session, 'pl')).toContain('Zwycięzca: Bob');
  });
});
