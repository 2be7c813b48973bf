import {
  applyMove,
  botRandom,
  DEFAULT_EDITION,
  type GameState,
  newGame,
  playOut,
  RULE_OPTIONS,
  type RuleOptions,
  tableSetupOf,
  uniformBot,
  weightedRandomBot,
} from '@antarctica-game/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPosition } from './read-position.js';
import { writePosition } from './write-position.js';

/** Every state of one random game: player count, rule readings, ship placement and bot drawn. */
function statesOf(
  players: 2 | 3 | 4,
  seed: number,
  rules: Partial<RuleOptions>,
  free: boolean,
  table: boolean,
  uniform: boolean,
): GameState[] {
  let initial = newGame({
    players,
    seed,
    rules,
    ...(free ? { shipPlacement: 'free' as const } : {}),
  });
  if (table)
    initial = newGame({
      players,
      setup: tableSetupOf(initial),
      rules,
      ...(free ? { shipPlacement: 'free' as const } : {}),
    });
  const states: GameState[] = [initial];
  const random = botRandom(seed);
  const bot = uniform ? uniformBot(random) : weightedRandomBot(random);
  // The uniform bot's games can run for thousands of moves: the first 600 are enough here.
  playOut(
    initial,
    bot,
    (state, move) => {
      const next = applyMove(state, move);
      states.push(next);
      return next;
    },
    600,
  );
  return states;
}

/** The state as JSON, its (shared, frozen) edition left out: a fast deep comparison. */
function _withoutEdition(state: GameState): string {
  return JSON.stringify({ ...state, edition: null });
}

/** The games the properties draw: a player count, a seed and rule readings. */
const playerCounts = fc.constantFrom(2 as const, 3 as const, 4 as const);
const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const readings = fc.record(
  Object.fromEntries(
    Object.entries(RULE_OPTIONS).map(([key, values]) => [key, fc.constantFrom(...values)]),
  ) as { [K in keyof RuleOptions]: fc.Arbitrary<RuleOptions[K]> },
);

describe('the position text', () => {
  it('gives back every state of random games: 2-4 players, every rule reading, both ship placements, seeded and table games', () => {
    fc.assert(
      fc.property(
        playerCounts,
        seeds,
        readings,
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (players, seed, rules, free, table, uniform) => {
          const states = statesOf(players, seed, rules, free, table, uniform);
          const roster = states[0]!.players.map((player) => ({ color: player.color }));
          for (const state of states) {
            const text = writePosition(state);
            const read = readPosition(text, {
              edition: DEFAULT_EDITION,
              rules: state.rules,
              players: roster,
            });
            if (!read.ok) expect.fail(`${text}: ${JSON.stringify(read.problems)}`);
            if (JSON.stringify(read.state) !== JSON.stringify(state))
              expect(read.state).toEqual(state);
            expect(read.filled).toEqual([]);
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('seen by any seat, reads back at every state of random games, with what that seat sees unchanged', () => {
    fc.assert(
      fc.property(playerCounts, seeds, readings, fc.boolean(), (players, seed, rules, free) => {
        const states = statesOf(players, seed, rules, free, false, false);
        const roster = states[0]!.players.map((player) => ({ color: player.color }));
        for (const state of states)
          for (let seat = 0; seat < players; seat++) {
            const text = writePosition(state, { seenBy: seat });
            const read = readPosition(text, {
              edition: DEFAULT_EDITION,
              rules: state.rules,
              players: roster,
            });
            if (!read.ok)
              expect.fail(`seen by ${'ABCD'[seat]}: ${text}: ${JSON.stringify(read.problems)}`);
            expect(read.state.players[seat]).toEqual(state.players[seat]);
            expect(read.state.visit).toEqual(state.visit);
            expect(read.state.icebreakers).toEqual(state.icebreakers);
          }
      }),
      { numRuns: 8 },
    );
  });

  it('gives back a state with named players as the same JSON (names where the engine puts them)', () => {
    const state = newGame({
      players: [{ color: 'red', name: 'Ann' }, { color: 'blue' }, { color: 'green', name: 'Cy' }],
      seed: 3,
    });
    const read = readPosition(writePosition(state), {
      edition: DEFAULT_EDITION,
      rules: state.rules,
      players: state.players,
    });
    if (!read.ok) expect.fail(JSON.stringify(read.problems));
    expect(JSON.stringify(read.state)).toBe(JSON.stringify(state));
  });

  it('is one compact line', () => {
    const states = statesOf(4, 7, {}, false, false, false);
    const middle = states[Math.floor(states.length / 2)]!;
    const text = writePosition(middle);
    expect(text).not.toContain('\n');
    expect(text.split(' ')).toHaveLength(16);
    expect(text.length).toBeLessThan(600);
  });

  it('writes what a player cannot see as ?, and reads it back with those filled', () => {
    const states = statesOf(3, 11, {}, false, false, false);
    const state = states[Math.floor(states.length / 2)]!;
    const text = writePosition(state, { seenBy: 0 });
    expect(text).toContain('?');
    const read = readPosition(text, {
      edition: DEFAULT_EDITION,
      rules: state.rules,
      players: state.players.map((player) => ({ color: player.color })),
    });
    if (!read.ok) expect.fail(JSON.stringify(read.problems));
    expect(read.filled.length).toBeGreaterThan(0);
    // What A sees is unchanged: the tops of the piles, the board, A's own hand.
    expect(read.state.areas).toEqual(state.areas);
    expect(read.state.players[0]).toEqual(state.players[0]);
    for (const deck of ['basic', 'double', 'advanced'] as const)
      expect(read.state.piles[deck].at(-1)).toBe(state.piles[deck].at(-1));
    expect(read.state.chance).toBe('table');
  });

  it('says which field is wrong', () => {
    const state = newGame({ players: 2, seed: 1 });
    const options = { edition: DEFAULT_EDITION, rules: state.rules, players: state.players };
    const fields = writePosition(state).split(' ');
    expect(readPosition('x y', options)).toMatchObject({
      ok: false,
      problems: [{ field: 'position', message: 'has 2 fields, not 16' }],
    });
    const badSun = fields.slice();
    badSun[1] = '9';
    expect(readPosition(badSun.join(' '), options)).toMatchObject({
      ok: false,
      problems: [{ field: 'sun' }],
    });
    const badPlayers = fields.slice();
    badPlayers[2] = badPlayers[2]!.replace(/^\d+/, '999');
    expect(readPosition(badPlayers.join(' '), options)).toMatchObject({ ok: false });
  });
});
