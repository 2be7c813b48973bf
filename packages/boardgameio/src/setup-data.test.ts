import { DEFAULT_EDITION, type NewGameOptions } from '@antarctica-game/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type AntarcticaSetupData,
  checkSetupData,
  gameOptionsOf,
  secretSeed,
} from './setup-data.js';

describe('setup data of a match', () => {
  it("is the engine's options (checked by tsc), with the edition by id and the bot seats", () => {
    type EngineFields = Exclude<keyof NewGameOptions, 'players' | 'edition'>;
    expectTypeOf<Pick<AntarcticaSetupData, EngineFields>>().toEqualTypeOf<
      Pick<NewGameOptions, EngineFields>
    >();
    expectTypeOf<AntarcticaSetupData['players']>().toEqualTypeOf<
      Exclude<NewGameOptions['players'], number> | undefined
    >();
    expectTypeOf<AntarcticaSetupData['edition']>().toEqualTypeOf<string | undefined>();
    // Every field the type names is taken at run time.
    expect(
      gameOptionsOf({ seed: 1, rules: {}, shipPlacement: 'free' }, 2, [], () => 'x'),
    ).toMatchObject({ seed: 1 });
  });

  it('takes the engine options, the player count from the lobby and the edition by id', () => {
    expect(checkSetupData({}, 4, [])).toBeUndefined();
    expect(
      checkSetupData(
        { seed: 3, shipPlacement: 'free', rules: { shipyardCardChoice: 'optional' } },
        2,
        [],
      ),
    ).toBeUndefined();
    const options = gameOptionsOf({ edition: DEFAULT_EDITION.id }, 3, [], () => 'drawn');
    expect(options).toMatchObject({ players: 3, seed: 'drawn', edition: DEFAULT_EDITION });
  });

  it('refuses what no game can be set up from, with a sentence', () => {
    expect(checkSetupData({ players: 3 }, 4, [])).toMatch(/match has 4 players/);
    expect(checkSetupData({ players: [{ color: 'red' }] }, 2, [])).toMatch(/lists 1 players/);
    expect(checkSetupData({ edition: 'nope' }, 2, [])).toMatch(/not an edition of this server/);
    expect(checkSetupData({ colour: 'red' }, 2, [])).toMatch(/unknown fields: colour/);
    expect(checkSetupData('seed', 2, [])).toMatch(/must be an object/);
    expect(checkSetupData({ shipPlacement: 'sideways' }, 2, [])).toBeTypeOf('string');
    expect(checkSetupData({}, 5, [])).toBeTypeOf('string');
  });

  it('takes bot seats by player id, keeps them out of the engine options and leaves a seat to a person', () => {
    expect(checkSetupData({ bots: { '1': 'heuristic', '2': 'mcts' } }, 3, [])).toBeUndefined();
    const options = gameOptionsOf({ bots: { '1': 'heuristic' } }, 2, [], () => 'drawn');
    expect(options).not.toHaveProperty('bots');
    expect(checkSetupData({ bots: { '0': 'heuristic', '1': 'heuristic' } }, 2, [])).toMatch(
      /no seat to a person/,
    );
    expect(checkSetupData({ bots: { '2': 'heuristic' } }, 2, [])).toMatch(/no seat of a 2-player/);
    expect(checkSetupData({ bots: { '1': 'random' } }, 2, [])).toMatch(
      /not one of heuristic, mcts/,
    );
    expect(checkSetupData({ bots: ['heuristic'] }, 2, [])).toMatch(/must be an object/);
  });

  it('draws seeds no one can guess: 128 bits from the cryptographic generator', () => {
    const seeds = new Set(Array.from({ length: 100 }, secretSeed));
    expect(seeds.size).toBe(100);
  });
});
