import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors/engine-error.js';
import { checkNewGameOptions } from './new-game-options.js';

function refusal(options: unknown): string {
  try {
    checkNewGameOptions(options);
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('invalid-options');
    return (error as EngineError).message;
  }
  throw new Error('expected the options to be refused');
}

describe('checkNewGameOptions', () => {
  it.each([
    ['nothing', undefined, /newGame needs options/],
    ['a number', 3, /newGame needs options/],
    ['five players', { players: 5, seed: 1 }, /players: Antarctica is for 2 to 4 players, not 5/],
    ['2.5 players', { players: 2.5, seed: 1 }, /not 2.5/],
    ['one player in a roster', { players: [{ color: 'red' }], seed: 1 }, /not 1$/],
    [
      'a colour outside the four',
      { players: [{ color: 'red' }, { color: 'pink' }], seed: 1 },
      /players\[1\].color: expected one of red, blue, green, yellow, not "pink"/,
    ],
    [
      'a colour twice',
      { players: [{ color: 'red' }, { color: 'red' }], seed: 1 },
      /players\[1\].color: red is taken/,
    ],
    [
      'a name that is not text',
      { players: [{ color: 'red', name: 7 }, { color: 'blue' }], seed: 1 },
      /players\[0\].name: expected a string, not 7/,
    ],
    [
      'a hole in the roster',
      { players: new Array(3), seed: 1 },
      /players\[0\]: expected \{ color, name\? \}/,
    ],
    ['no seed', { players: 3 }, /a game needs a seed/],
    [
      'a seed that is not a number or a string',
      { players: 3, seed: {} },
      /seed: expected a finite number or a string/,
    ],
    [
      'an infinite seed',
      { players: 3, seed: Number.POSITIVE_INFINITY },
      /seed: expected a finite number/,
    ],
    [
      'a setup that is not an object',
      { players: 3, setup: 'table' },
      /setup: expected a table setup/,
    ],
    [
      'an unknown ship placement',
      { players: 3, seed: 1, shipPlacement: 'random' },
      /shipPlacement: expected "firstGame" or "free", not "random"/,
    ],
    [
      'an edition that is not an object',
      { players: 3, seed: 1, edition: 'deluxe' },
      /edition: expected an edition/,
    ],
    [
      'rules that are not an object',
      { players: 3, seed: 1, rules: ['optional'] },
      /rules: expected an object/,
    ],
    [
      'an unknown rule reading',
      { players: 3, seed: 1, rules: { houseRule: 'x' } },
      /rules: no rule reading "houseRule"; the readings are firstPlaceRankings, /,
    ],
    [
      'an unknown value of a reading',
      { players: 3, seed: 1, rules: { shipyardCardChoice: 'never' } },
      /rules.shipyardCardChoice: expected one of required, optional, not "never"/,
    ],
  ])('refuses %s, saying what is wrong', (_, options, message) => {
    expect(refusal(options)).toMatch(message);
  });

  it('refuses options it cannot read (a getter that throws) with the same code', () => {
    const options = Object.defineProperty({ seed: 1 }, 'players', {
      get() {
        throw new Error('no players today');
      },
    });
    expect(refusal(options)).toMatch(/could not be read: no players today/);
  });

  it.each([
    { players: 2, seed: 0 },
    { players: 4, seed: 'table-1', shipPlacement: 'free' },
    { players: [{ color: 'yellow', name: 'Ann' }, { color: 'red' }], seed: -3 },
    { players: 3, seed: 1, rules: { turnShipDiscard: 'never', newCubeSpace: undefined } },
    { players: 3, setup: {} },
  ])('accepts %o', (options) => {
    expect(() => checkNewGameOptions(options)).not.toThrow();
  });
});
